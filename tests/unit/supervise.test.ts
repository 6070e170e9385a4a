/**
 * The demo's supervisor (ops/supervise.ts): a crashed process is started again, a few
 * times a minute at most, saying so in French; a stopped one stays stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supervise, type Supervised } from '@/ops/supervise';

/** A child that only pretends: `crash()` makes it exit as a killed process would. */
function fakeChild() {
  const child = Object.assign(new EventEmitter(), {
    kill: vi.fn(() => true),
    crash: (signal: NodeJS.Signals = 'SIGKILL') => child.emit('exit', null, signal),
  });
  return child;
}

describe('supervise', () => {
  let running: Supervised | undefined;
  afterEach(() => running?.stop('SIGKILL'));

  it('starts a real process killed with -9 again, and says so in French', async () => {
    const lines: string[] = [];
    running = supervise(() => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']), {
      name: "L'API",
      onEnd: () => {},
      log: (line) => lines.push(line),
    });
    const first = running.current();
    process.kill(first.pid!, 'SIGKILL');
    await vi.waitFor(() => expect(running!.current()).not.toBe(first), { timeout: 10_000 });
    const second = running.current();
    expect(second.pid).not.toBe(first.pid);
    expect(second.exitCode).toBeNull();
    expect(lines).toEqual(["L'API s'est arrêtée (signal SIGKILL) : redémarrage 1/5 dans 0,5 s…"]);
  }, 15_000);

  /** A supervised fake that restarts at once, on a clock the test moves by `every` per crash. */
  function crashing(
    times: number,
    every: number,
    crash: (child: ReturnType<typeof fakeChild>) => void,
  ) {
    let at = 0;
    const lines: string[] = [];
    const children: ReturnType<typeof fakeChild>[] = [];
    const onEnd = vi.fn();
    const start = () => {
      children.push(fakeChild());
      return children.at(-1) as unknown as ChildProcess;
    };
    const log = (line: string) => lines.push(line);
    supervise(start, { name: "L'API", onEnd, log, now: () => at, setTimer: (run) => run() });
    for (let n = 1; n <= times; n += 1) {
      at += every;
      crash(children.at(-1)!);
    }
    return { lines, children, onEnd };
  }

  it('gives up after five restarts within a minute, and ends the demo with the code', () => {
    const { lines, children, onEnd } = crashing(6, 5_000, (child) => child.emit('exit', 1, null));
    expect(children).toHaveLength(6);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledWith(1);
    expect(lines.at(-2)).toBe("L'API s'est arrêtée (code 1) : redémarrage 5/5 dans 5 s…");
    expect(lines.at(-1)).toBe("L'API s'est arrêtée (code 1) 6 fois en une minute : abandon.");
  });

  it('goes on restarting a process that crashes less than six times a minute', () => {
    // Four crashes a minute, twenty in all.
    const { children, onEnd } = crashing(20, 15_000, (child) => child.crash());
    expect(children).toHaveLength(21);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('never restarts a process it was asked to stop, nor one that ended cleanly', () => {
    const children: ReturnType<typeof fakeChild>[] = [];
    const start = () => {
      children.push(fakeChild());
      return children.at(-1) as unknown as ChildProcess;
    };
    const timers: (() => void)[] = [];
    const stopped = supervise(start, {
      name: "L'API",
      onEnd: () => {},
      log: () => {},
      setTimer: (run) => timers.push(run),
    });
    children[0].crash();
    stopped.stop(); // Ctrl-C during the pause before the restart
    timers.forEach((run) => run());
    expect(children).toHaveLength(1);

    const onEnd = vi.fn();
    supervise(start, { name: "L'API", onEnd, log: () => {} });
    children.at(-1)!.emit('exit', 0, null);
    expect(children).toHaveLength(2);
    expect(onEnd).toHaveBeenCalledWith(0);
  });
});
