// Payments' ledger accounts (server/services/ledger.ts for the conventions).
//
// A card charge of A for a membership or a viewpoint subscription:
//   house:card_processor +A, house:subscription_revenue −A
// `house:card_processor` is what the card processor owes us for charges it approved (it pays
// out to our bank days later; that payout, when a real provider reports it, moves the balance to
// house:bank_transfers). `house:subscription_revenue` is what members paid us: revenue, so its
// balance grows negative like every house account that gives value out. No customer cash account
// is touched: members pay by card, not from their brokerage cash. A waived fee or a decline posts
// nothing (a ledger transaction is never zero).
export const HOUSE_CARD_PROCESSOR = 'house:card_processor';
export const HOUSE_SUBSCRIPTION_REVENUE = 'house:subscription_revenue';
