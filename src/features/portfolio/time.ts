// Times on portfolio screens, in the reader's time zone (the data is UTC, DESIGN.md "time").
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

export const formatAsOf = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
export const formatTime = (iso: string) => timeOnly.format(new Date(iso));
