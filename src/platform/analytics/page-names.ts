// Analytics page names of spec §2. Paths not listed are named after their path.
const NAMED: Record<string, string> = {
  '/': 'Splash',
  '/about': 'About Us',
  '/faq': 'FAQ/Contact',
  '/contact': 'FAQ/Contact',
  '/legal': 'Legal',
  '/enterprise': 'Enterprise',
  '/rewards_rules': 'Referral Rules',
};

export function pageNameFor(pathname: string): string {
  if (pathname.startsWith('/share/')) return 'Share';
  return NAMED[pathname] ?? pathname;
}
