/**
 * The site configuration the apps receive, with the tracking server they post beacons to
 * (accounts.md §7 "Tracking beacon": a configurable server; TRACKING_URL, by default the
 * gateway's own origin, whose `/track` ingests them).
 */
export function withTrackingUrl<Site extends object>(
  site: Site,
  trackingUrl: string,
): Site & { trackingUrl: string } {
  return { ...site, trackingUrl };
}
