import { PageContainer } from '../../components/layout/PageShell'

export default function HomePage() {
  return (
    <PageContainer>
      <h1>Islamic Elegance</h1>
    </PageContainer>
  )
}
