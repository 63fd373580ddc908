// Account documents (spec §2 "/terms: broker-dealer terms", "/documents: e-documents").
export const documentPaths = {
  terms: '/app/terms',
  documents: '/app/documents',
} as const;
