interface Waiting<Ask, Answer> {
  ask: Ask;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * One read for all the asks of a turn of the event loop: the asks made while the requests that
 * arrived together are handled are gathered, and read at the end of that turn (setImmediate) in
 * one statement, which costs the database and the server about what one of them did. Each ask is
 * still read after it was made, never answered from an earlier read. `read` answers the asks in
 * their order; its failure is every ask's.
 */
export function batchedByTurn<Ask, Answer>(
  read: (asks: Ask[]) => Promise<Answer[]>,
): (ask: Ask) => Promise<Answer> {
  let gathering: Waiting<Ask, Answer>[] | null = null;

  async function readGathered() {
    const batch = gathering!;
    gathering = null;
    try {
      const answers = await read(batch.map((waiting) => waiting.ask));
      batch.forEach((waiting, index) => waiting.resolve(answers[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return (ask) =>
    new Promise<Answer>((resolve, reject) => {
      if (!gathering) {
        gathering = [];
        setImmediate(() => void readGathered());
      }
      gathering.push({ ask, resolve, reject });
    });
}
