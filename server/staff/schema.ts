/**
 * The staff part of the GraphQL schema (docs/operations.md): the Orders tool in Sanity Studio calls these with a
 * staff session's bearer token, which only the second factor gives (`verifySecondFactor`). Every staff field refuses
 * an anonymous caller (UNAUTHENTICATED), and a shopper's session, a staff member's included (FORBIDDEN, with
 * `extensions.reason`: NOT_STAFF, SECOND_FACTOR_NOT_ENROLLED or SECOND_FACTOR_REQUIRED). Amounts are cents.
 */
export const staffTypeDefs = /* GraphQL */ `
  extend type User {
    "True for staff accounts (granted with npm run staff -- grant <email>); the Orders tool shows itself only then."
    isStaff: Boolean!
    "Staff only: whether the account has confirmed an authenticator app (false for everyone else)."
    secondFactorEnrolled: Boolean!
    "Staff only: whether the account has a passkey, so the sign-in can offer it (false for everyone else)."
    hasPasskey: Boolean!
  }

  "A passkey of the signed-in staff member (WebAuthn), usable instead of the app's code after the password."
  type StaffPasskey {
    "The credential ID (base64url)."
    id: ID!
    "The member's own name for it."
    name: String!
    createdAt: String!
    lastUsedAt: String
  }

  "A WebAuthn ceremony's options, good once for 5 minutes."
  type PasskeyOptions {
    "JSON for @simplewebauthn/browser (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON)."
    options: String!
  }

  "A new authenticator-app secret: shown once, as text and as a QR code of otpauthUrl."
  type TotpEnrolment {
    "Base32, for typing into the app."
    secret: String!
    "otpauth://totp/… (RFC 6238 parameters: SHA-1, 6 digits, 30 seconds)."
    otpauthUrl: String!
  }

  "The staff session the Orders tool keeps (in its tab only): a bearer token for the staff fields."
  type StaffSession {
    token: String!
    "At most 12 hours from now; it also ends after an hour unused."
    expiresAt: String!
  }

  type TotpConfirmation {
    "Ten one-time codes, each good once instead of the app's code. Shown only now."
    recoveryCodes: [String!]!
    "The confirming code was the second factor: a staff session."
    token: String!
    expiresAt: String!
  }

  "Who the staff session belongs to."
  type StaffMe {
    email: String!
    name: String!
  }

  "Why an order needs a person to look at it before it is packed."
  enum OrderFlag {
    "The shipping address looks like a PO Box, parcel locker or military address (docs/product.md §10)."
    po_box
    "More units were paid for than were left (docs/product.md §16.4); the shop refunded or must refund the rest."
    oversold
    "The shopper's bank disputed the payment (a chargeback)."
    disputed
    "There is no shipping address (orders placed before addresses were collected)."
    no_address
  }

  type StaffOrder {
    id: ID!
    number: String!
    createdAt: String!
    updatedAt: String!
    "Derived from paymentStatus and fulfilmentStatus (see OrderStatus)."
    status: OrderStatus!
    paymentStatus: PaymentStatus!
    fulfilmentStatus: FulfilmentStatus!
    "Placed on the built-in test payment page: no money moved, refunds are recorded only."
    test: Boolean!
    "stripe or local (the test payment page)."
    provider: String!
    email: String
    customerName: String
    shippingAddress: Address
    billingAddress: Address
    currency: String!
    subtotal: Int!
    "The discount code used (docs/product.md §20), or null."
    discountCode: String
    "Cents the discount code took off the subtotal; 0 without one."
    discount: Int!
    shipping: Int!
    total: Int!
    refunded: Int!
    "What a refund without an amount would return: total - refunded."
    refundable: Int!
    itemCount: Int!
    lines: [OrderLine!]!
    tracking: Tracking
    shippedAt: String
    "The card holder's bank disputes the payment, or took it back (paymentStatus disputed or dispute_lost)."
    disputed: Boolean!
    flags: [OrderFlag!]!
    "What the transition table allows now (server/orders/lifecycle.ts): the mutations accept exactly this."
    canShip: Boolean!
    canRefund: Boolean!
    canCancel: Boolean!
    "Every event, oldest first, with who did it."
    timeline: [OrderEvent!]!
    "Its returns, oldest first (docs/product.md §17.5)."
    returns: [Return!]!
    "Its tax invoice's capability link (docs/product.md §10.8), absolute and in English; null until paid."
    invoiceUrl: String
  }

  input StaffOrdersFilter {
    "Any of these (derived) statuses; all when empty."
    status: [OrderStatus!]
    "Any of these payment states; all when empty."
    paymentStatus: [PaymentStatus!]
    "Any of these fulfilment states; all when empty (the Orders tool's Unfulfilled view: unfulfilled)."
    fulfilmentStatus: [FulfilmentStatus!]
    "Placed at or after this instant (ISO 8601 date or date-time)."
    from: String
    "Placed before this instant (ISO 8601; a bare date means the end of that day)."
    to: String
    "An order number (or its start), an e-mail address (or part) or a customer name (or part)."
    search: String
    "Only orders with at least one flag."
    flagged: Boolean
  }

  type StaffOrderPage {
    "Newest first."
    nodes: [StaffOrder!]!
    "How many orders match the filter in all."
    totalCount: Int!
    "Pass as after to get the next page; null on the last page."
    endCursor: String
    hasNextPage: Boolean!
  }

  type Carrier {
    "What shipOrder's carrier takes (any other text is accepted too, without a tracking link)."
    code: String!
    name: String!
  }

  "A variant at or below the low-stock threshold: stock as published, minus paid and reserved units."
  type LowStockVariant {
    productId: String!
    title: String!
    slug: String
    priceId: String!
    size: String
    colour: String
    "Units on hand when the product was last published."
    stock: Int!
    "Units in paid orders since then."
    sold: Int!
    "Units held by open checkout sessions."
    reserved: Int!
    left: Int!
  }

  type SubscriberExport {
    "text/csv: header email,confirmed_at then one line per confirmed subscriber."
    csv: String!
    count: Int!
    filename: String!
  }

  extend type Query {
    "Orders, newest first; first: 1 to 100 (default 25)."
    staffOrders(filter: StaffOrdersFilter, first: Int, after: String): StaffOrderPage!
    "One order by its id (uuid) or its number; null when there is none."
    staffOrder(id: ID!): StaffOrder
    "Variants with at most threshold units left (default 3)."
    staffLowStock(threshold: Int): [LowStockVariant!]!
    "Confirmed newsletter subscribers as CSV, for a mailing service."
    staffSubscribersCsv: SubscriberExport!
    "The carriers shipOrder knows tracking links for."
    staffCarriers: [Carrier!]!
    "The staff session's member (the Orders tool checks its stored session with it)."
    staffMe: StaffMe!
    "Returns in these states (default: requested, approved, received), oldest first; at most 200."
    staffReturns(status: [ReturnStatus!]): [Return!]!
    "The staff session member's passkeys, oldest first."
    staffPasskeys: [StaffPasskey!]!
  }

  extend type Mutation {
    """
    Marks a paid (or test) order shipped and mails the shopper the tracking link. Idempotent: shipping a shipped
    order again with the same carrier and number changes nothing; a different one is ORDER_STATE_CONFLICT, and so
    is shipping a cancelled, unpaid or disputed order.
    """
    shipOrder(id: ID!, carrier: String!, trackingNumber: String!): StaffOrder!
    """
    Refunds amount cents (default: everything not yet refunded) through Stripe's refunds API, or records a test
    refund for a test order, and mails the shopper. Idempotent: the same idempotencyKey refunds once; without one,
    the same call again while it is the order's last accepted command (a retry, a double click) is answered with
    the first result and refunds nothing more (send a new idempotencyKey to refund the same amount again). Stripe
    refusing it is REFUND_FAILED (nothing was refunded; it may be tried again); no answer from Stripe is
    REFUND_PENDING (it may still go through, and shows on the order once Stripe's webhook confirms it). A disputed
    or unpaid order is ORDER_STATE_CONFLICT.
    """
    refundOrder(id: ID!, amount: Int, reason: String!, idempotencyKey: String): StaffOrder!
    """
    Cancels an order that has not shipped (it can no longer be shipped) and refunds what is left of it; cancelling
    twice changes nothing, and cancelling again after Stripe refused the refund retries the refund. A shipped order is
    ORDER_STATE_CONFLICT: refund it instead.
    """
    cancelOrder(id: ID!, reason: String!): StaffOrder!
    "Mails the order confirmation again; the same idempotencyKey (or a second call within a minute) sends once."
    resendConfirmation(id: ID!, idempotencyKey: String): StaffOrder!

    "With a staff account's shopper session (its password): a new authenticator secret, unless one is confirmed."
    enrolTotp: TotpEnrolment!
    "With the same session: the app's first code confirms it; answers the recovery codes and a staff session."
    confirmTotp(code: String!): TotpConfirmation!
    "With a staff account's shopper session: a current code of the app, or an unused recovery code, opens a staff session."
    verifySecondFactor(code: String!): StaffSession!
    "Ends the staff session of the bearer token (the account's shopper sessions stay)."
    staffSignOut: Boolean!
    "With a staff session: options to register a passkey (at most 10 a member)."
    startPasskeyRegistration: PasskeyOptions!
    "With the same staff session: the browser's answer (JSON) registers the passkey under name."
    finishPasskeyRegistration(response: String!, name: String!): StaffPasskey!
    "With a staff session: removes one of the member's passkeys; answers the ones left."
    removePasskey(id: ID!): [StaffPasskey!]!
    "With a staff account's shopper session (its password): options to sign in with one of its passkeys."
    startPasskeySignIn: PasskeyOptions!
    "With the same session: the browser's answer (JSON) to startPasskeySignIn opens a staff session."
    verifyPasskey(response: String!): StaffSession!
    """
    Approves a requested return (Return.id) and mails the shopper how to send it. Approving again changes nothing;
    a rejected or finished return is ORDER_STATE_CONFLICT.
    """
    approveReturn(id: ID!): StaffOrder!
    "Declines a requested or approved return with a reason the shopper reads (mailed); its exchange unit is freed."
    rejectReturn(id: ID!, reason: String!): StaffOrder!
    """
    The return's parcel arrived: its units are back on the shelf, and its refund lines are refunded through
    refundOrder's command, keyed by the return (once, however often this is called). Stripe refusing or not
    answering is REFUND_FAILED or REFUND_PENDING as for refundOrder: the return stays received and receiving it again
    retries the refund. A disputed order's return is received but its refund refused (ORDER_STATE_CONFLICT).
    """
    receiveReturn(id: ID!): StaffOrder!
    "Ships a received return's exchange with its tracking (mailed); the same carrier and number again changes nothing."
    shipExchange(id: ID!, carrier: String!, trackingNumber: String!): StaffOrder!
  }
`
