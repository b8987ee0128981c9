/** Tags shared by every page; per-page title, description and Open Graph come from +title/+description/+Head. */
export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#fbf8f4" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
