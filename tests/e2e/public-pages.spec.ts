import { expect, test, type Page } from '@playwright/test'

import {
  CERTIFICATIONS,
  CLIENT_SECTORS,
  PRODUCTS,
  PROGRAMS,
  SPECIALIZED_PROGRAMS,
} from '../../src/server/bootstrap/seed/content'
import { expectNoSeriousViolations } from './helpers/accessibility'
import { displayFaceWeights } from './helpers/face-weights'
import { screenshotPage } from './helpers/screenshots'

// Every public page as a visitor sees it, with the spec's headings and texts, at a phone's
// and a desktop's width; axe on each; a screenshot of each for people to look at.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')

type PageCheck = { path: string; name: string; check: (page: Page) => Promise<void> }

const PAGES: PageCheck[] = [
  {
    path: '/',
    name: 'home',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Transforming Leaders, Driving Excellence')
      await expect(main(page).getByText('A welcome from our founder')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute(
        'href',
        '/programs',
      )
      await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
        'href',
        '/contact',
      )
      // The eight sections in the spec's order.
      const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents()
      const order = [
        'Our Training Programs',
        'What Our Clients Say',
        'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
        'How Can We Help You?',
        'About Us',
        'New Releases',
        'Free Videos',
        'Certifications',
      ]
      expect(headings.filter((text) => order.includes(text))).toEqual(order)
      for (const program of PROGRAMS) {
        await expect(
          main(page).getByRole('heading', { name: program.title, exact: true }),
        ).toBeVisible()
      }
      await expect(page.getByRole('link', { name: 'View All Programs' })).toHaveAttribute(
        'href',
        '/programs',
      )
      for (const step of [
        'Understanding Your Needs',
        'Collaborative Problem-Solving',
        'Tailored Program Design',
      ]) {
        await expect(main(page).getByRole('heading', { name: step })).toBeVisible()
      }
      const about = main(page).getByRole('region', { name: 'About Us' })
      for (const [value, label] of [
        ['140+', 'Happy Clients'],
        ['280+', 'Cases Completed'],
        ['10+', 'Years Experience'],
        ['50+', 'Training Programs'],
      ]) {
        await expect(about.getByRole('definition').filter({ hasText: value })).toBeVisible()
        await expect(about.getByRole('term').filter({ hasText: label })).toBeVisible()
      }
      await expect(about.getByText('Dr. Ahmad Faizal Rahman').first()).toBeVisible()
      await expect(
        main(page).getByText('Online classes are now open for registration.'),
      ).toBeVisible()
      await expect(main(page).getByText(/Certificates are awarded by/)).toBeVisible()
      for (const certification of CERTIFICATIONS) {
        await expect(
          main(page).getByRole('heading', { name: certification.title, exact: true }),
        ).toBeVisible()
      }
    },
  },
  {
    path: '/about',
    name: 'about',
    check: async (page) => {
      await expect(h1(page)).toHaveText('About Us')
      await expect(main(page).getByRole('heading', { name: 'Our Journey' })).toBeVisible()
      const journey = main(page).getByRole('region', { name: 'Our Journey' })
      await expect(journey.getByText('2015', { exact: true })).toBeVisible()
      await expect(journey.getByText('Founded', { exact: true })).toBeVisible()
      await expect(journey.getByText('2022', { exact: true })).toBeVisible()
      await expect(journey.getByText('Rebranded', { exact: true })).toBeVisible()
      await expect(journey.getByText('Today', { exact: true })).toBeVisible()
      // Filled in from the one statistics list, not typed twice.
      await expect(journey.getByText('10+ years, 140+ clients, 280+ cases')).toBeVisible()
    },
  },
  {
    path: '/programs',
    name: 'programs',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Our Programs')
      for (const program of PROGRAMS) {
        await expect(
          main(page).getByRole('heading', { level: 2, name: program.title }),
        ).toBeVisible()
      }
      await expect(
        main(page).getByRole('heading', { level: 2, name: 'Specialized Programs' }),
      ).toBeVisible()
      for (const program of SPECIALIZED_PROGRAMS) {
        await expect(
          main(page).getByRole('heading', { level: 3, name: program.title }),
        ).toBeVisible()
      }
      await expect(main(page).getByRole('heading', { name: 'Special Requests' })).toBeVisible()
      await expect(
        page.getByRole('link', { name: 'Contact Us for Custom Programs' }),
      ).toHaveAttribute('href', '/contact')
    },
  },
  {
    path: '/products',
    name: 'products',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Digital Products')
      for (const product of PRODUCTS) {
        await expect(main(page).getByRole('heading', { name: product.title })).toBeVisible()
      }
      await expect(main(page).getByText(/^(now )?RM 59$/)).toBeVisible()
      await expect(main(page).getByText(/^(now )?RM 49$/)).toBeVisible()
      await expect(main(page).getByRole('heading', { name: /Why Choose/ })).toBeVisible()
      for (const reason of [
        'Instant Access',
        'Practical & Actionable',
        'Expert Guidance',
        'Exclusive Bonuses',
      ]) {
        await expect(main(page).getByRole('heading', { name: reason })).toBeVisible()
      }
    },
  },
  {
    path: '/certifications',
    name: 'certifications',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Professional Certifications')
      for (const certification of CERTIFICATIONS) {
        await expect(
          main(page).getByRole('heading', { level: 2, name: certification.title, exact: true }),
        ).toBeVisible()
      }
      await expect(
        main(page).getByRole('heading', { level: 2, name: 'Get More Information' }),
      ).toBeVisible()
    },
  },
  {
    path: '/clients',
    name: 'clients',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Our Clients')
      const hero = page.locator('section').filter({ has: h1(page) })
      await expect(hero.getByRole('definition')).toHaveText(['140+', '5', '10+'])
      const sectors = CLIENT_SECTORS.map((sector) => sector.name)
      expect(sectors).toEqual([
        'Government Agencies & Ministries',
        'Higher Education Institutions',
        'Government Agencies, GLCs & Statutory Bodies',
        'International / Regional Clients',
        'Private Sector & Corporations',
      ])
      const organisations = CLIENT_SECTORS.flatMap((sector) => sector.clients)
      expect(organisations.length).toBeGreaterThanOrEqual(27)
      for (const sector of CLIENT_SECTORS) {
        const region = main(page).getByRole('region', { name: sector.name, exact: true })
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(sector.name)
        await expect(region.getByRole('listitem')).toHaveText(sector.clients)
        await expect(region.getByRole('img')).toHaveCount(1)
      }
      const summary = main(page).getByRole('region', { name: /Trusted Across/ })
      await expect(summary.getByRole('definition')).toHaveText(['140+', '280+', '10+'])
      await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
        'href',
        '/contact',
      )
    },
  },
  {
    path: '/contact',
    name: 'contact',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Contact Us')
      await expect(
        main(page)
          .getByText(/Petaling Jaya/)
          .first(),
      ).toBeVisible()
      await expect(main(page).locator('a[href^="tel:"]').first()).toBeVisible()
      await expect(
        main(page).locator('a[href="mailto:support@leadershipacademy.my"]').first(),
      ).toBeVisible()
      await expect(main(page).getByText('Monday-Friday, 9.00 AM - 5.00 PM')).toBeVisible()
      await expect(main(page).getByRole('img', { name: /Map/ })).toBeVisible()
      await expect(
        main(page).getByRole('heading', { name: 'Individual consultation is right for you' }),
      ).toBeVisible()
    },
  },
  {
    path: '/registration',
    name: 'registration',
    check: async (page) => {
      await expect(h1(page)).toHaveText('Workshop Registration')
      // The page's own words in Malay too: its heading and the edition's format.
      await expect(
        main(page).locator('p[lang="ms"]', { hasText: 'Pendaftaran Bengkel' }),
      ).toBeVisible()
      await expect(
        main(page).getByRole('heading', {
          name: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
        }),
      ).toBeVisible()
      await expect(main(page).getByText('2-day intensive / Intensif 2 hari')).toBeVisible()
      const fees = main(page).getByRole('table', { name: 'Fee per participant' })
      await expect(fees.getByRole('row').filter({ hasText: 'RM' })).toHaveText([
        /1–2 participants\s*RM 3,750/,
        /3–4 participants\s*RM 2,625/,
        /5 or more participants\s*RM 1,875/,
      ])
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/registration$/)
    },
  },
  {
    path: '/privacy',
    name: 'privacy',
    check: async (page) => {
      await expect(h1(page)).toHaveText(/Privacy Notice/)
      await expect(main(page).getByText(/Version \S+, effective/)).toBeVisible()
      // Every section in both languages, the Malay half marked as such for screen readers.
      await expect(main(page).locator('[lang="ms"] h2').first()).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/)
    },
  },
]

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { path, name, check } of PAGES) {
      test(`${path} shows the spec's content, one h1, no serious axe violations`, async ({
        page,
      }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(h1(page)).toHaveCount(1)
        await check(page)
        await expectNoSeriousViolations(page)
        // The page fits the screen: nothing scrolls sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        // Headings (and the logo) are in the bold display face, quotes in the regular italic
        // one: the weights those files hold.
        const weights = await displayFaceWeights(page)
        expect(weights.upright).toEqual(['700'])
        expect(weights.italic.filter((weight) => weight !== '400')).toEqual([])
        await screenshotPage(page, name || 'home')
      })
    }
  })
}

test('the registration page answers at all four of the spec’s addresses, one canonical URL', async ({
  page,
}) => {
  for (const path of [
    '/advanced-strategic-leadership',
    '/strategic-leadership',
    '/asl-registration',
  ]) {
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(h1(page)).toHaveText('Workshop Registration')
    await expect(
      page
        .getByRole('table', { name: 'Fee per participant' })
        .getByRole('row')
        .filter({ hasText: 'RM' }),
    ).toHaveCount(3)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/registration$/)
  }
})

test('Purchase Now opens each sales page in a new tab without handing it this page', async ({
  page,
}) => {
  for (const path of ['/', '/products']) {
    await page.goto(path)
    const links = page.getByRole('link', { name: /Purchase Now/ })
    await expect(links).toHaveCount(PRODUCTS.length)
    for (const [i, product] of PRODUCTS.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', product.link)
      await expect(links.nth(i)).toHaveAttribute('target', '_blank')
      await expect(links.nth(i)).toHaveAttribute('rel', 'noopener noreferrer')
    }
  }
})
