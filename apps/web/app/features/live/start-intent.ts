/** The intent of the exam details' "Run live" form (features/live/start.server.ts). */
export const LIVE_START_INTENT = 'live-start';
