/** The parts of the Network Information API read here (Chromium and its in-app browsers). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor's line can take files fetched ahead of a press: not when they asked to save
 * data (`Save-Data`, Chromium's lite mode and some in-app browsers) or the line reads as 2G or
 * slow 2G. Then the islands and the next pages load on intent only. Where the browser does not say
 * (Safari, Firefox), the line is taken to be fine.
 */
export function fetchAheadAllowed(
  connection = (navigator as Navigator & { connection?: NetworkInformation }).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
