import { Writable } from 'node:stream';
import { createPinoLogger, logTo, parseLogLevel } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('the log', () => {
  it('writes one JSON object a line with the service, level, time and the fields given', () => {
    const { lines, destination } = capture();
    logTo(createPinoLogger({ service: 'backend', level: 'info', destination }))('Unexpected error', { requestId: 'r-1', err: new Error('boom') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', service: 'backend', requestId: 'r-1', msg: 'Unexpected error', err: { message: 'boom' } });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it('leaves out lines below LOG_LEVEL', () => {
    const { lines, destination } = capture();
    const log = createPinoLogger({ service: 'gateway', level: 'warn', destination });
    log.info('routine');
    log.warn('odd');
    expect(lines.map((line) => line.msg)).toEqual(['odd']);
  });

  it('says so when LOG_LEVEL is not a level, and logs at info', () => {
    expect(parseLogLevel('loud')).toBeUndefined();
    expect(parseLogLevel(' DEBUG ')).toBe('debug');
    const { lines, destination } = capture();
    createPinoLogger({ service: 'gateway', level: 'loud', destination }).info('routine');
    expect(lines.map((line) => line.msg)).toEqual([expect.stringContaining('LOG_LEVEL "loud" is not one of'), 'routine']);
  });

  it('writes no e-mail address, in a message or in an error', () => {
    const { lines, destination } = capture();
    logTo(createPinoLogger({ service: 'backend', level: 'info', destination }))('Mail to ada@example.org failed', {
      err: new Error('550 5.1.1 <ada.lovelace+x4i@mail.example.co.uk>: Recipient address rejected'),
    });
    expect(JSON.stringify(lines)).not.toMatch(/ada/);
    expect(lines[0]).toMatchObject({ msg: 'Mail to [e-mail] failed', err: { message: '550 5.1.1 <[e-mail]>: Recipient address rejected' } });
  });
});
