import type { SourceLoader } from '@arbiter/scenario';
import {
  Breakpoint,
  DebugSession,
  Handles,
  InitializedEvent,
  OutputEvent,
  Scope,
  Source,
  StackFrame,
  StoppedEvent,
  TerminatedEvent,
  Thread,
} from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import {
  type Breakpoints,
  type Frame,
  rulingLine,
  ScenarioSession,
  type Stop,
  type Variable,
} from './session.js';

export const DEBUG_TYPE = 'arbiter-scenario';

/** `launch.json`'s fields for an `arbiter-scenario` configuration. */
export interface LaunchArguments extends DebugProtocol.LaunchRequestArguments {
  /** The `.scenario` file. */
  readonly program: string;
  /** A 0-based line inside the scenario to debug; the file's first scenario by default. */
  readonly line?: number;
  /** The revision to run under; the scenario's first by default. */
  readonly revision?: string;
  /** Stop at the start position (default true). */
  readonly stopOnEntry?: boolean;
}

/** What the adapter needs of its host: the files it reads, and who wants to know where it stopped. */
export interface AdapterHost {
  readText(path: string): string;
  readonly loader: SourceLoader;
  /** Called at each stop with the file, the 0-based line and the revision run (the board view follows it). */
  onStop?(program: string, line: number, revision: string): void;
  /** The clause's own words from the user's rulebook text (`arbiter.rulebookText`), when set. */
  clauseText?(clause: string): string | undefined;
}

const THREAD = 1;
const FRAME = 1;

/**
 * The scenario debugger over the Debug Adapter Protocol: a thin layer over `ScenarioSession`, run in
 * the extension host (`DebugAdapterInlineImplementation`). One thread (the scenario), one stack
 * frame (the current line); the position as variables; watches read as `then` facts; each step's
 * rulings with their clauses as output.
 */
export class ScenarioDebugAdapter extends DebugSession {
  private session: ScenarioSession | undefined;
  private program = '';
  private lines = new Map<string, Set<number>>();
  private clauses = new Set<string>();
  private readonly handles = new Handles<readonly Variable[]>();
  private configured!: () => void;
  private readonly configurationDone = new Promise<void>((resolve) => {
    this.configured = resolve;
  });

  constructor(private readonly host: AdapterHost) {
    super();
    this.setDebuggerLinesStartAt1(true);
    this.setDebuggerColumnsStartAt1(true);
  }

  private get breakpoints(): Breakpoints {
    return { lines: this.lines.get(this.program) ?? new Set(), clauses: this.clauses };
  }

  protected override initializeRequest(response: DebugProtocol.InitializeResponse): void {
    response.body = {
      ...response.body,
      supportsConfigurationDoneRequest: true,
      supportsFunctionBreakpoints: true,
      supportsStepBack: true,
      supportsEvaluateForHovers: false,
      supportsTerminateRequest: true,
      supportsRestartRequest: false,
    };
    this.sendResponse(response);
    this.sendEvent(new InitializedEvent());
  }

  protected override configurationDoneRequest(response: DebugProtocol.ConfigurationDoneResponse): void {
    this.configured();
    this.sendResponse(response);
  }

  protected override async launchRequest(
    response: DebugProtocol.LaunchResponse,
    args: LaunchArguments,
  ): Promise<void> {
    this.program = args.program;
    try {
      const text = this.host.readText(args.program);
      this.session = ScenarioSession.open(text, args.program, {
        loader: this.host.loader,
        ...(args.line !== undefined ? { line: args.line } : {}),
        ...(args.revision ? { revision: args.revision } : {}),
      });
    } catch (e) {
      this.sendErrorResponse(response, { id: 1, format: (e as Error).message, showUser: true });
      return;
    }
    // Breakpoints arrive between `initialized` and `configurationDone`: wait for them.
    await this.configurationDone;
    this.sendResponse(response);
    const s = this.session;
    this.output(`${s.title} under ${s.revision}: ${s.frames.length} steps, ${s.status}\n`);
    this.enter(s.frame);
    if (args.stopOnEntry === false) this.stopAt(s.hit(0, this.breakpoints) ?? s.continue(this.breakpoints));
    else this.stopAt({ frame: 0, reason: 'entry' });
  }

  protected override setBreakPointsRequest(
    response: DebugProtocol.SetBreakpointsResponse,
    args: DebugProtocol.SetBreakpointsArguments,
  ): void {
    const path = args.source.path ?? '';
    const wanted = (args.breakpoints ?? []).map((b) => this.convertClientLineToDebugger(b.line) - 1);
    this.lines.set(path, new Set(wanted));
    const known =
      this.session && path === this.program ? new Set(this.session.frames.map((f) => f.line)) : undefined;
    response.body = {
      breakpoints: wanted.map((line) => {
        const ok = known ? known.has(line) : true;
        const bp: DebugProtocol.Breakpoint = new Breakpoint(ok, this.convertDebuggerLineToClient(line + 1));
        if (!ok) bp.message = 'not a step, anchor, checkpoint or `then` line of the scenario being debugged';
        return bp;
      }),
    };
    this.sendResponse(response);
  }

  protected override setFunctionBreakPointsRequest(
    response: DebugProtocol.SetFunctionBreakpointsResponse,
    args: DebugProtocol.SetFunctionBreakpointsArguments,
  ): void {
    this.clauses = new Set(args.breakpoints.map((b) => b.name.trim()).filter(Boolean));
    response.body = { breakpoints: args.breakpoints.map(() => new Breakpoint(true)) };
    this.sendResponse(response);
  }

  protected override threadsRequest(response: DebugProtocol.ThreadsResponse): void {
    const s = this.session;
    response.body = { threads: [new Thread(THREAD, s ? `${s.title} (${s.revision})` : 'scenario')] };
    this.sendResponse(response);
  }

  protected override stackTraceRequest(response: DebugProtocol.StackTraceResponse): void {
    const s = this.session;
    if (!s) {
      response.body = { stackFrames: [], totalFrames: 0 };
      this.sendResponse(response);
      return;
    }
    const f = s.frame;
    const name = this.program.split(/[\\/]/).pop() ?? this.program;
    const frame = new StackFrame(
      FRAME,
      `${f.label} [${s.current + 1}/${s.frames.length}]`,
      new Source(name, this.convertDebuggerPathToClient(this.program)),
      this.convertDebuggerLineToClient(f.line + 1),
    );
    response.body = { stackFrames: [frame], totalFrames: 1 };
    this.sendResponse(response);
  }

  protected override scopesRequest(response: DebugProtocol.ScopesResponse): void {
    const s = this.session;
    if (!s) {
      response.body = { scopes: [] };
      this.sendResponse(response);
      return;
    }
    this.handles.reset();
    const f = s.frame;
    const rulings: Variable[] = f.rulings.map((r, i) => ({
      name: String(i + 1),
      value: rulingLine(r),
      children: [],
      changed: false,
    }));
    const failures: Variable[] = f.failures.map((x, i) => ({
      name: String(i + 1),
      value: `${x.message}${x.expected !== undefined ? ` (expected ${x.expected}, actual ${x.actual})` : ''}`,
      children: [],
      changed: false,
    }));
    response.body = {
      scopes: [
        new Scope('Position', this.handles.create(f.state === undefined ? [] : s.variables()), false),
        new Scope('Rulings', this.handles.create(rulings), false),
        ...(failures.length ? [new Scope('Failures', this.handles.create(failures), false)] : []),
      ],
    };
    this.sendResponse(response);
  }

  protected override variablesRequest(
    response: DebugProtocol.VariablesResponse,
    args: DebugProtocol.VariablesArguments,
  ): void {
    const vars = this.handles.get(args.variablesReference, []);
    response.body = {
      variables: vars.map((v) => ({
        name: v.name,
        // Changed since the previous step: marked so a step back shows it as plainly as a step forward.
        value: v.changed ? `${v.value} *` : v.value,
        variablesReference: v.children.length ? this.handles.create(v.children) : 0,
        ...(v.changed ? { presentationHint: { kind: 'data', attributes: ['hasSideEffects'] } } : {}),
      })),
    };
    this.sendResponse(response);
  }

  protected override evaluateRequest(
    response: DebugProtocol.EvaluateResponse,
    args: DebugProtocol.EvaluateArguments,
  ): void {
    const s = this.session;
    if (!s) {
      this.sendErrorResponse(response, { id: 2, format: 'no scenario is being debugged' });
      return;
    }
    try {
      response.body = { result: s.evaluate(args.expression), variablesReference: 0 };
      this.sendResponse(response);
    } catch (e) {
      this.sendErrorResponse(response, { id: 3, format: (e as Error).message, showUser: false });
    }
  }

  protected override nextRequest(response: DebugProtocol.NextResponse): void {
    this.sendResponse(response);
    this.forward(this.session?.next() ?? null);
  }

  protected override stepInRequest(response: DebugProtocol.StepInResponse): void {
    this.nextRequest(response);
  }

  protected override stepOutRequest(response: DebugProtocol.StepOutResponse): void {
    this.continueRequest(response as DebugProtocol.ContinueResponse);
  }

  protected override continueRequest(response: DebugProtocol.ContinueResponse): void {
    this.sendResponse(response);
    const s = this.session;
    if (!s) return;
    const from = s.current;
    const stop = s.continue(this.breakpoints);
    // Each step passed over still shows its rulings.
    const until = stop ? stop.frame : s.frames.length;
    for (let i = from + 1; i < until; i++) this.enter(s.frames[i] as Frame);
    this.forward(stop);
  }

  protected override stepBackRequest(response: DebugProtocol.StepBackResponse): void {
    this.sendResponse(response);
    const s = this.session;
    if (s) this.stopAt(s.back());
  }

  protected override reverseContinueRequest(response: DebugProtocol.ReverseContinueResponse): void {
    this.sendResponse(response);
    const s = this.session;
    if (s) this.stopAt(s.reverseContinue(this.breakpoints));
  }

  protected override terminateRequest(response: DebugProtocol.TerminateResponse): void {
    this.sendResponse(response);
    this.sendEvent(new TerminatedEvent());
  }

  /** A move forward: show the rulings of the frame reached and stop there, or end the session. */
  private forward(stop: Stop | null): void {
    const s = this.session;
    if (!s || !stop) {
      this.output('end of the scenario\n');
      this.sendEvent(new TerminatedEvent());
      return;
    }
    this.enter(s.frame);
    this.stopAt(stop);
  }

  private stopAt(stop: Stop | null): void {
    const s = this.session;
    if (!s || !stop) {
      this.sendEvent(new TerminatedEvent());
      return;
    }
    const f = s.frame;
    const reason = stop.reason === 'failure' ? 'exception' : stop.reason;
    const text =
      stop.reason === 'failure'
        ? f.failures.map((x) => x.message).join('; ')
        : stop.clause
          ? `clause ${stop.clause}`
          : undefined;
    const event: DebugProtocol.StoppedEvent = new StoppedEvent(reason, THREAD);
    event.body.description = text ? `${stop.reason}: ${text}` : stop.reason;
    if (text) event.body.text = text;
    this.sendEvent(event);
    this.host.onStop?.(this.program, f.line, s.revision);
  }

  /** The output of entering a frame: its line, the engine actions and rulings, the failures. */
  private enter(f: Frame): void {
    const lines = [
      `line ${f.line + 1}: ${f.label}`,
      // The engine actions when they say more than the line (implicit passes, a resolved alias).
      ...(f.actions.length === 1 && f.actions[0] === f.label ? [] : f.actions.map((a) => `  ${a}`)),
      ...f.rulings.flatMap((r) => {
        const words = this.host.clauseText?.(r.clause);
        return [`  ${rulingLine(r)}`, ...(words ? [`      > ${words}`] : [])];
      }),
      ...f.failures.map((x) => `  ✘ ${x.message}${x.clause ? ` (clause ${x.clause})` : ''}`),
    ];
    this.output(`${lines.join('\n')}\n`);
  }

  private output(text: string): void {
    this.sendEvent(new OutputEvent(text, 'console'));
  }
}
