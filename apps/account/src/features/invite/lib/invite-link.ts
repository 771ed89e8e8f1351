/**
 * The invite link to share: the landing page `/invite/:promocode` as an absolute URL of this site
 * (a friend opens it from a chat or an e-mail, outside the shop). The gateway answers the path;
 * the origin is the page's own.
 */
export function inviteLink(path: string, origin: string): string {
  return new URL(path, origin).href;
}
