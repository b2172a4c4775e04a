import Link from 'next/link'

export default function HomePage() {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(221,185,94,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(39,75,125,0.8),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-36">
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          Leadership training &amp; certification in Malaysia
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl">
          Transforming Leaders, Driving Excellence
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-100">
          Welcome. For more than ten years we have helped managers and professionals across Malaysia
          lead with clarity, confidence and purpose, in programs built around the real challenges of
          their organisations.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            href="/programs"
            className="rounded-md bg-gold-400 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-300"
          >
            Explore Our Programs
          </Link>
          <Link
            href="/contact"
            className="rounded-md border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Start Your Journey
          </Link>
        </div>
      </div>
    </section>
  )
}
