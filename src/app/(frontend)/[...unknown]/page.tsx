import { notFound } from 'next/navigation'

// Every path no other route claims shows the site's own 404 page inside the site shell.
export default function UnknownPage() {
  notFound()
}
