import { type Goal, type GoalInput, type GoalUpdate, READING_MESSAGES } from '@quire/shared';
import { notFound } from '../../errors.js';
import type { GoalRow, GoalsRepository } from './goals.repository.js';
import { presentGoal } from './reading.presenter.js';
import type { DailyLedger } from '../../lib/reading-stats.js';
import { goalEndDate, goalProgress } from '../../lib/reading-stats.js';
import { goalWindow } from './reading.service.js';

export interface GoalsServiceDeps {
  goals: GoalsRepository;
  /** The caller's activity by local day (from the reading service). */
  ledgerFor: (userId: string, timeZone: string) => Promise<DailyLedger>;
}

/** Goals CRUD; every goal is answered with its progress measured inside its own window. */
export function createGoalsService({ goals, ledgerFor }: GoalsServiceDeps) {
  const present = (row: GoalRow, ledger: DailyLedger): Goal =>
    presentGoal(row, goalProgress(goalWindow(row), ledger));

  return {
    async list(userId: string, timeZone: string): Promise<Goal[]> {
      const [rows, ledger] = await Promise.all([goals.listForUser(userId), ledgerFor(userId, timeZone)]);
      return rows.map((row) => present(row, ledger));
    },

    async create(userId: string, timeZone: string, input: GoalInput): Promise<Goal> {
      const row = await goals.insert(userId, {
        ...input,
        endDate: goalEndDate(input.startDate, input.timeframe),
      });
      return present(row, await ledgerFor(userId, timeZone));
    },

    async update(userId: string, timeZone: string, id: string, input: GoalUpdate): Promise<Goal> {
      const existing = await goals.findForUser(userId, id);
      if (!existing) throw notFound(READING_MESSAGES.goalNotFound);
      const next = {
        type: input.type ?? existing.type,
        target: input.target ?? existing.target,
        timeframe: input.timeframe ?? existing.timeframe,
        startDate: input.startDate ?? existing.startDate,
      };
      const row = await goals.update(userId, id, {
        ...next,
        endDate: goalEndDate(next.startDate, next.timeframe),
      });
      if (!row) throw notFound(READING_MESSAGES.goalNotFound);
      return present(row, await ledgerFor(userId, timeZone));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await goals.delete(userId, id))) throw notFound(READING_MESSAGES.goalNotFound);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
