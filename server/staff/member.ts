/** Who is acting on an order: recorded on its timeline (docs/operations.md). */
export interface StaffMember {
  id: string
  name: string
  email: string
}
