// The operators' console (DESIGN.md "Operators"): its own area at /ops, beside the app.
export const opsPaths = {
  home: '/ops',
  supportRequest: '/ops/support/:id',
  audit: '/ops/audit',
  identityQueue: '/ops/identity',
  identityReview: '/ops/identity/:userId',
  reportedPosts: '/ops/reports',
  contributorApplications: '/ops/contributors',
  contributorApplication: '/ops/contributors/:id',
  mailbox: '/ops/mail',
  mailMessage: '/ops/mail/:id',
  content: '/ops/content',
  contentDir: '/ops/content/:dir',
  contentDocument: '/ops/content/:dir/:slug',
} as const;

export const supportRequestPath = (id: string) => `/ops/support/${encodeURIComponent(id)}`;
export const identityReviewPath = (userId: string) => `/ops/identity/${encodeURIComponent(userId)}`;

/** A document's bytes, shown inline by the browser (an image or a PDF), operators only. */
export const identityDocumentUrl = (userId: string, documentId: string) =>
  `/api/v1/ops/identity_reviews/${encodeURIComponent(userId)}/documents/${encodeURIComponent(documentId)}`;

export const contributorApplicationPath = (id: string) =>
  `/ops/contributors/${encodeURIComponent(id)}`;
export const mailMessagePath = (id: string) => `/ops/mail/${encodeURIComponent(id)}`;
export const contentDirPath = (dir: string) => `/ops/content/${encodeURIComponent(dir)}`;
export const contentDocumentPath = (dir: string, slug: string) =>
  `/ops/content/${encodeURIComponent(dir)}/${encodeURIComponent(slug)}`;
