import { startBenchServer } from './scripts/lib/bench-server'
const server = await startBenchServer({ port: 3400, label: 'prof', env: { RATE_LIMIT_FORMS: '1000000', HOST: process.env.TRY_HOST ?? '' } })
console.log('ready', server.base, server.pid)
process.on('SIGTERM', async () => { await server.stop(); process.exit(0) })
process.on('SIGINT', async () => { await server.stop(); process.exit(0) })
await new Promise(() => {})
