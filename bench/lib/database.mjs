// A fresh database per benchmark run: a temporary SQLite directory, or a recreated PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export async function freshDatabase(engine) {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = 'cloudmine_bench';
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: `${PG_SERVER}/${name}`, DATABASE_POOL_MAX: '20' },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
