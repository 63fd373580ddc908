// The operators' console (DESIGN.md "Operators"): its own area at /ops, beside the app.
export const opsPaths = {
  home: '/ops',
  supportRequest: '/ops/support/:id',
  audit: '/ops/audit',
  identityQueue: '/ops/identity',
  identityReview: '/ops/identity/:userId',
  reportedPosts: '/ops/reports',
} as const;

export const supportRequestPath = (id: string) => `/ops/support/${encodeURIComponent(id)}`;
export const identityReviewPath = (userId: string) => `/ops/identity/${encodeURIComponent(userId)}`;

/** A document's bytes, shown inline by the browser (an image or a PDF), operators only. */
export const identityDocumentUrl = (userId: string, documentId: string) =>
  `/api/v1/ops/identity_reviews/${encodeURIComponent(userId)}/documents/${encodeURIComponent(documentId)}`;
