// The blog's own words around the posts (the posts themselves come from the content service).
export const blogIntro = (brandName: string) =>
  `Notes from the ${brandName} team on investing habits, how the app works and how to get more out of it.`;

export const blogDescription = (brandName: string) =>
  `The ${brandName} blog: notes from the team on investing habits, how the app works and how to get more out of it.`;

/** A post's date as the page shows it: "August 20, 2026" (the same in every time zone). */
export const formatPostDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
