import Link from 'next/link'

/** What an unknown address shows inside the site's layout: where to go instead. */
export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="flex flex-col gap-2">
        <span className="text-6xl font-bold text-gold-500 sm:text-7xl">404</span>
        <span className="text-3xl sm:text-4xl">Page Not Found</span>
      </h1>
      <p className="mt-6 max-w-xl text-lg text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
        >
          Back to Home
        </Link>
        <Link
          href="/contact"
          className="rounded-md border border-navy-200 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
        >
          Contact Us
        </Link>
      </div>
    </section>
  )
}
