/**
 * Runs a script's main function and ends the process with its outcome: 0 when it resolves
 * (or the exit code it resolves to), 1 with the error printed when it throws. Exiting
 * explicitly also ends what a library left running (a database client, a browser).
 */
export const runScript = (main: () => Promise<number | void>): void => {
  main().then(
    (code) => process.exit(typeof code === 'number' ? code : 0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
