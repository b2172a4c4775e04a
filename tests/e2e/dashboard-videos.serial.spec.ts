import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { expectAdminToast, frontToast } from './helpers/admin-toasts'
import { recordWebm } from './helpers/webm'
import { openWithScriptsHeld } from './helpers/held-scripts'

// Video Management as an admin uses it: a real video file through the signed upload flow,
// a YouTube link, edit, hide and show, preview and delete; each checked in what is stored.
// Serial (`.serial.spec.ts`): the videos it adds and removes are what every visitor sees.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const tag = `E2E${Date.now().toString(36).toUpperCase()}`
let admin: APIRequestContext
let adminLogin: Credentials
let visitor: APIRequestContext

type Video = {
  id: number
  title: string
  description?: string | null
  isActive?: boolean
  filePath?: string | null
  fileName?: string | null
  youtubeUrl?: string | null
}

const allVideos = async (): Promise<Video[]> =>
  (await (await admin.get('/api/admin/videos')).json()).docs
const videoTitled = async (title: string) => (await allVideos()).find((v) => v.title === title)
const publicTitles = async () =>
  ((await (await visitor.get('/api/videos?limit=100')).json()).docs as Video[]).map((v) => v.title)

test.beforeAll(async ({ playwright, baseURL }) => {
  // Read here, not at load: the account is made by global setup, after the files are listed.
  adminLogin = staffAccount('videosAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  visitor = await playwright.request.newContext({ baseURL })
})

test.afterAll(async () => {
  await admin.dispose()
  await visitor.dispose()
})

const videoPanel = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  return page.getByRole('region', { name: 'Video Management' })
}

const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload a video' })
const youtubeForm = (page: Page) => page.getByRole('form', { name: 'Add a YouTube video' })
const videoRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Videos' }).locator('tbody tr').filter({ hasText: title })

/** Hands the file input a File the page makes itself (a 100 MB one is never sent over). */
const chooseFileInPage = (page: Page, size: number, type: string) =>
  uploadForm(page)
    .locator('input[type=file]')
    .evaluate(
      (input: HTMLInputElement, { size, type }) => {
        const transfer = new DataTransfer()
        transfer.items.add(new File([new Uint8Array(size)], 'big-video.mp4', { type }))
        input.files = transfer.files
        input.dispatchEvent(new Event('change', { bubbles: true }))
      },
      { size, type },
    )

test('the upload form refuses a missing title, a non-video and a file over 100 MB', async ({
  page,
}) => {
  await videoPanel(page)
  const form = uploadForm(page)
  await form.getByRole('button', { name: 'Upload Video' }).click()
  await expect(form.getByText('Please enter a video title')).toBeVisible()

  await form.getByLabel('Video file (up to 100 MB)').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a video'),
  })
  await expect(form.getByTestId('upload-alert')).toHaveText(
    'Invalid file type. Please select a video file.',
  )

  await chooseFileInPage(page, 100 * 1024 * 1024 + 1, 'video/mp4')
  await expect(form.getByTestId('upload-alert')).toHaveText('File too large. Maximum size is 100MB')
})

test('a file the server finds is not a video fails with the spec’s alert', async ({ page }) => {
  await videoPanel(page)
  const form = uploadForm(page)
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${tag} Not really a video`)
  await form.getByLabel('Video file (up to 100 MB)').setInputFiles({
    name: 'fake.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.alloc(64 * 1024, 1),
  })
  await form.getByRole('button', { name: 'Upload Video' }).click()
  await expect(form.getByTestId('upload-alert')).toHaveText('Upload failed. Please try again.')
  await expect(frontToast(page)).toContainText('Error')
  await expect(frontToast(page)).toContainText('Invalid file type. Please select a video file.')
  expect(await videoTitled(`${tag} Not really a video`)).toBeUndefined()
})

test('a real video uploads with progress to 100 and plays on the site', async ({ page }) => {
  await videoPanel(page)
  const form = uploadForm(page)
  const title = `${tag} Leadership clip`
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form.getByLabel('Description').fill('Two minutes on leading with purpose.')
  await form.getByLabel('Video file (up to 100 MB)').setInputFiles({
    name: 'leadership-clip.webm',
    mimeType: 'video/webm',
    buffer: await recordWebm(page),
  })
  await form.getByRole('button', { name: 'Upload Video' }).click()

  const progress = page.getByRole('dialog', { name: 'Uploading video' })
  await expect(progress).toBeVisible()
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(progress).toContainText('Upload complete!')
  await expectAdminToast(page, 'Success', 'Video uploaded successfully')
  await progress.screenshot({ path: 'test-results/screenshots/dialog-upload-progress.png' })
  await progress.getByRole('button', { name: 'Done' }).click()
  await expect(progress).toBeHidden()
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('')

  const video = await videoTitled(title)
  expect(video).toMatchObject({
    description: 'Two minutes on leading with purpose.',
    isActive: true,
    fileName: 'leadership-clip.webm',
  })
  expect(video!.filePath).toMatch(/^\/objects\/videos\/[0-9a-f-]{36}\.webm$/)

  // On the site: listed for visitors, and served in ranges as a video.
  expect(await publicTitles()).toContain(title)
  const ranged = await visitor.get(video!.filePath!, { headers: { range: 'bytes=0-99' } })
  expect(ranged.status()).toBe(206)
  expect(ranged.headers()['content-type']).toMatch(/^video\//)

  await expect(videoRow(page, title).locator('.dash-status')).toHaveText('Active')
  await videoRow(page, title).getByRole('button', { name: 'Preview video' }).click()
  const preview = page.getByRole('dialog', { name: `Preview: ${title}` })
  const player = preview.getByTestId('video-preview')
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1)
  await preview.screenshot({ path: 'test-results/screenshots/dialog-video-preview.png' })
  // It plays: time advances through the stored file's frames.
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true
    return element.play()
  })
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.3)
  await page.keyboard.press('Escape')

  // The home page's Free Videos card opens the stored file (the newest active videos show).
  const home = await page.context().newPage()
  await expect(async () => {
    await home.goto('/')
    await expect(
      home
        .getByRole('list', { name: 'Free Videos' })
        .getByRole('link', { name: `${title}: Click to watch` }),
    ).toHaveAttribute('href', video!.filePath!, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await home.close()
})

test('a YouTube link is checked, then added', async ({ page }) => {
  await videoPanel(page)
  const form = youtubeForm(page)
  await form.getByRole('button', { name: 'Add YouTube Video' }).click()
  await expect(form.getByText('Please enter a video title')).toBeVisible()
  await expect(form.getByText('Please enter a YouTube URL')).toBeVisible()

  const title = `${tag} Strategic thinking`
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form
    .getByRole('textbox', { name: 'YouTube URL', exact: true })
    .fill('https://vimeo.com/123')
  await form.getByRole('button', { name: 'Add YouTube Video' }).click()
  await expect(form.getByText('Please enter a valid YouTube URL')).toBeVisible()

  await form
    .getByRole('textbox', { name: 'YouTube URL', exact: true })
    .fill('https://youtu.be/dQw4w9WgXcQ')
  await form.getByRole('button', { name: 'Add YouTube Video' }).click()
  await expectAdminToast(page, 'Success', 'Video uploaded successfully')
  await expect(videoRow(page, title)).toContainText('YouTube')
  expect(await videoTitled(title)).toMatchObject({
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    isActive: true,
  })
})

test('a YouTube link typed and a file chosen before the dashboard’s scripts have run are taken', async ({
  page,
}) => {
  await signIn(page, adminLogin)
  // On a slow link the admin's scripts arrive late; hold them until the admin has typed.
  const scripts = await openWithScriptsHeld(page, '/admin')
  const form = youtubeForm(page)
  const title = `${tag} Typed early`
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form
    .getByRole('textbox', { name: 'YouTube URL', exact: true })
    .fill('https://www.youtube.com/watch?v=M7lc1UVf-VE')
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Typed on a slow link.')
  const add = form.getByRole('button', { name: 'Add YouTube Video' })
  await expect(add).toBeDisabled()
  // A file chosen in the upload form meanwhile is checked once the form has come alive.
  await uploadForm(page)
    .getByLabel('Video file (up to 100 MB)')
    .setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a video'),
    })

  scripts.release()
  // Enabled once the form has come alive.
  await expect(add).toBeEnabled()
  await expect(uploadForm(page).getByTestId('upload-alert')).toHaveText(
    'Invalid file type. Please select a video file.',
  )
  await add.click()
  await expectAdminToast(page, 'Success', 'Video uploaded successfully')
  const video = await videoTitled(title)
  expect(video).toMatchObject({
    youtubeUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    description: 'Typed on a slow link.',
  })
  expect((await admin.delete(`/api/admin/videos/${video!.id}`)).status()).toBe(200)
})

test('the edit dialog changes title, description and the Active switch', async ({ page }) => {
  await videoPanel(page)
  const before = `${tag} Strategic thinking`
  const after = `${tag} Strategic thinking (2025)`
  await videoRow(page, before).getByRole('button', { name: 'Edit video' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit video' })
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(before)
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(after)
  await dialog.getByLabel('Description').fill('For heads of department.')
  const active = dialog.getByRole('switch', { name: 'Active (visible on website)' })
  await expect(active).toBeChecked()
  await active.click()
  await expect(active).not.toBeChecked()
  await dialog.screenshot({ path: 'test-results/screenshots/dialog-video-edit.png' })
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expectAdminToast(page, 'Success', 'Video updated successfully')
  await expect(dialog).toBeHidden()
  await expect(videoRow(page, after).locator('.dash-status')).toHaveText('Inactive')
  expect(await videoTitled(after)).toMatchObject({
    description: 'For heads of department.',
    isActive: false,
  })
  expect(await publicTitles()).not.toContain(after)
})

test('activate and deactivate from the table', async ({ page }) => {
  await videoPanel(page)
  const title = `${tag} Strategic thinking (2025)`
  await videoRow(page, title).getByRole('button', { name: 'Activate video' }).click()
  await expectAdminToast(page, 'Success', 'Video updated successfully')
  await expect(videoRow(page, title).locator('.dash-status')).toHaveText('Active')
  expect((await videoTitled(title))?.isActive).toBe(true)
  expect(await publicTitles()).toContain(title)

  await videoRow(page, title).getByRole('button', { name: 'Deactivate video' }).click()
  await expectAdminToast(page, 'Success', 'Video updated successfully')
  await expect(videoRow(page, title).locator('.dash-status')).toHaveText('Inactive')
  expect((await videoTitled(title))?.isActive).toBe(false)
})

test('delete asks first, then removes the video and its file', async ({ page }) => {
  await videoPanel(page)
  const title = `${tag} Leadership clip`
  const { filePath } = (await videoTitled(title))!
  await videoRow(page, title).getByRole('button', { name: 'Delete video' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(await videoTitled(title)).toBeDefined()

  await videoRow(page, title).getByRole('button', { name: 'Delete video' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectAdminToast(page, 'Success', 'Video deleted successfully')
  await expect(videoRow(page, title)).toHaveCount(0)
  expect(await videoTitled(title)).toBeUndefined()
  expect((await visitor.get(filePath!)).status()).toBe(404)
})

test('an editor can add a video from the dashboard too', async ({ page }) => {
  await signIn(page, staffAccount('videosEditor'))
  await page.goto('/admin')
  const form = youtubeForm(page)
  const title = `${tag} Editor's pick`
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await form
    .getByRole('textbox', { name: 'YouTube URL', exact: true })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await form.getByRole('button', { name: 'Add YouTube Video' }).click()
  await expectAdminToast(page, 'Success', 'Video uploaded successfully')
  expect(await videoTitled(title)).toMatchObject({
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })
})
