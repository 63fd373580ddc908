// Reward cards: a member turns a card over (POST …/reveal) and only then is
// its prize drawn, on the server, and credited to the reward balance (`user:<id>:rewards`, paid
// from `house:rewards`) in the same transaction that marks the card revealed. The card row is
// taken FOR UPDATE, so of two concurrent reveals one draws and credits and the other waits and
// then answers with the same prize; the ledger's unique (kind, idempotency key) on the card id is
// a second guard against a double credit.
import { and, desc, eq } from 'drizzle-orm';
import type { RevealResponse, RewardCard } from '@/contract/rewards';
import type { Db } from '../../db/client';
import { rewardCards } from '../../db/schema/rewards';
import { notFound } from '../../errors';
import { balanceOf, postTransaction } from '../ledger';
import { HOUSE_REWARDS, rewardsAccount } from './ledger-accounts';
import { cryptoRandomInt, drawPrize, type RandomInt } from './prize-draw';
import { cardView } from './views';

export interface RevealDeps {
  db: Db;
  now: () => Date;
  random?: RandomInt;
}

const cardNotFound = () => notFound('There is no such reward card of yours.', 'id');

export async function listCards(db: Db, userId: string): Promise<RewardCard[]> {
  const rows = await db
    .select()
    .from(rewardCards)
    .where(eq(rewardCards.userId, userId))
    .orderBy(desc(rewardCards.createdAt), desc(rewardCards.id));
  return rows.map(cardView);
}

export async function revealCard(
  deps: RevealDeps,
  userId: string,
  cardId: string,
): Promise<RevealResponse> {
  return deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(rewardCards)
      .where(and(eq(rewardCards.id, cardId), eq(rewardCards.userId, userId)))
      .for('update');
    if (!card) throw cardNotFound();
    if (card.status === 'revealed') {
      return { card: cardView(card), balance_cents: await balanceOf(tx, rewardsAccount(userId)) };
    }
    const prize = drawPrize(deps.random ?? cryptoRandomInt);
    const at = deps.now();
    const transactionId = await postTransaction(tx, {
      kind: 'reward_card',
      memo: `Reward card (${card.source})`,
      idempotencyKey: card.id,
      at,
      entries: [
        { ledgerAccount: rewardsAccount(userId), amountCents: prize },
        { ledgerAccount: HOUSE_REWARDS, amountCents: -prize },
      ],
    });
    const [revealed] = await tx
      .update(rewardCards)
      .set({
        status: 'revealed',
        prizeCents: prize,
        revealedAt: at,
        ledgerTransactionId: transactionId,
      })
      .where(eq(rewardCards.id, card.id))
      .returning();
    if (!revealed) throw new Error('reward card update returned no row');
    return { card: cardView(revealed), balance_cents: await balanceOf(tx, rewardsAccount(userId)) };
  });
}
