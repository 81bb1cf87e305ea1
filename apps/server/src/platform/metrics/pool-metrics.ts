import { Gauge } from 'prom-client';
import type pg from 'pg';
import { registry } from './registry.js';

const pools = new Set<pg.Pool>();

/** Reports a PostgreSQL pool's connections at every scrape, until the pool is ended. */
export function watchPool(pool: pg.Pool): void {
  pools.add(pool);
}

new Gauge({
  name: 'cloudmine_db_pool_connections',
  help: 'PostgreSQL pool connections of this process by state: total (open), idle, waiting (queries queued for a connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const count = { total: 0, idle: 0, waiting: 0 };
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      count.total += pool.totalCount;
      count.idle += pool.idleCount;
      count.waiting += pool.waitingCount;
    }
    for (const [state, value] of Object.entries(count)) this.set({ state }, value);
  },
});
