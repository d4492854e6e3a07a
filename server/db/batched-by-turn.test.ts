import { describe, expect, it } from 'vitest';
import { batchedByTurn } from './batched-by-turn';

/** A read that records what each call was asked, and can be held to let asks arrive meanwhile. */
function recordingRead() {
  const reads: number[][] = [];
  let hold: Promise<void> | null = null;
  const read = async (asks: number[]) => {
    reads.push(asks);
    if (hold) await hold;
    return asks.map((ask) => ask * 10);
  };
  return {
    reads,
    read,
    holdNext() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reads batched by turn of the event loop', () => {
  it('reads the asks of one turn together, and answers each its own', async () => {
    const { reads, read } = recordingRead();
    const ask = batchedByTurn(read);
    expect(await Promise.all([ask(1), ask(2), ask(3)])).toEqual([10, 20, 30]);
    expect(reads).toEqual([[1, 2, 3]]);
  });

  it('reads the asks of another turn apart', async () => {
    const { reads, read } = recordingRead();
    const ask = batchedByTurn(read);
    const first = ask(1);
    await nextTurn();
    const second = ask(2);
    expect(await Promise.all([first, second])).toEqual([10, 20]);
    expect(reads).toEqual([[1], [2]]);
  });

  it('never answers an ask from a read that began before it was made', async () => {
    const { reads, read, holdNext } = recordingRead();
    const ask = batchedByTurn(read);
    const release = holdNext();
    const first = ask(1);
    await nextTurn();
    // The first read is under way: a later ask waits for a read of its own.
    const second = ask(2);
    release();
    expect(await Promise.all([first, second])).toEqual([10, 20]);
    expect(reads).toEqual([[1], [2]]);
  });

  it('fails every ask of a read that fails, and reads the next turn afresh', async () => {
    let fail = true;
    const ask = batchedByTurn(async (asks: number[]) => {
      if (fail) throw new Error('database down');
      return asks;
    });
    const results = await Promise.allSettled([ask(1), ask(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await ask(3)).toBe(3);
  });
});
