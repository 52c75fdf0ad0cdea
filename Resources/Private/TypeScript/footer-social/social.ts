/** Reads the CMS's social-media links and names the network of each. */
export interface SocialLink {
  label: string;
  href: string;
  network: string | undefined;
  newTab: boolean;
}

const NETWORKS: Record<string, string> = {
  'linkedin.com': 'linkedin',
  'xing.com': 'xing',
  'youtube.com': 'youtube',
  'instagram.com': 'instagram',
  'facebook.com': 'facebook',
  'x.com': 'x',
  'twitter.com': 'x',
  'kununu.com': 'kununu',
  'mastodon.social': 'mastodon',
  'tiktok.com': 'tiktok',
};

export function networkOf(href: string): string | undefined {
  let host: string;
  try {
    host = new URL(href, 'https://example.invalid/').hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  const match = Object.keys(NETWORKS).find((domain) => host === domain || host.endsWith(`.${domain}`));
  return match ? NETWORKS[match] : undefined;
}

export function readSocialLinks(block: Element): SocialLink[] {
  return [...block.querySelectorAll('a[href]')].map((link) => {
    const href = link.getAttribute('href') ?? '#';
    return {
      label: link.textContent.replace(/\s+/g, ' ').trim(),
      href,
      network: networkOf(href),
      newTab: link.getAttribute('target') === '_blank',
    };
  });
}
