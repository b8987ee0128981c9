/** The URL holds a secret token: keep it out of the Referer of every request this page makes. */
export default function Head() {
  return <meta name="referrer" content="no-referrer" />
}
