// The reference page's shell: nothing but the document, so the page measures what Next.js
// itself costs (framework JavaScript, server) on this machine.
export const metadata = {
  title: 'Reference page',
  description: 'A bare static Next.js page that the benchmark compares the site with.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
