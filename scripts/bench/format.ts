/** How the benchmark writes its figures. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
export const milliseconds = (ms: number) => `${ms.toFixed(0)} ms`
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
export const perSecond = (rate: number) => `${rate.toFixed(0)} req/s`
export const count = (n: number) => n.toLocaleString('en-US')
