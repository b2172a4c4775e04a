/**
 * The figures the load test is held to, in one place so the printed table, the
 * checks and the README say the same thing.
 */
export const LOAD = {
  /** Port of the production server under test (3000 and 3100 are `npm start` and e2e). */
  port: Number(process.env.LOAD_PORT || 3400),
  posts: Number(process.env.LOAD_POSTS || 4000),
  connections: 20,
  /**
   * While PostgreSQL is down every POST is answered 503 in a few milliseconds, so an unpaced
   * run would spend most of its requests in the first outage. Capping the rate keeps the
   * run long enough to span both restarts with the database up most of the time.
   */
  restartPhaseRate: Number(process.env.LOAD_RESTART_RATE || 50),
  /** Restarts begin once this share of the restart phase's requests has been answered. */
  outages: [
    { after: 0.2, mode: 'fast' },
    { after: 0.55, mode: 'immediate' },
  ] as const,
  /** How long PostgreSQL stays down each time. */
  downSeconds: 4,
  /** The app must answer 2xx again within this long of the database's return. */
  recoveryLimitSeconds: 10,
  raceClients: 40,
  /**
   * Seats left before each race round, and whether each client asks for one seat (then exactly
   * that many are admitted) or for one or two.
   */
  raceRounds: [
    { seatsLeft: 5, oneSeatEach: true },
    { seatsLeft: 6, oneSeatEach: false },
    { seatsLeft: 1, oneSeatEach: true },
  ],
}
