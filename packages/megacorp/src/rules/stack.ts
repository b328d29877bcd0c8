import type { Draft } from '@arbiter/core';
import { type Ability, isAsset } from '../model/card.js';
import { def, parametersOf } from '../model/query.js';
import type { GameState, StackItem } from '../model/state.js';
import { resolveAbility } from './abilities.js';
import {
  type DeploymentItem,
  deployEventOnPlay,
  resolveDeployment,
  resolveEventEffect,
  stackEventEffect,
} from './deploy.js';
import { applyEffects } from './effects.js';
import { BOND } from './keywords/bond.js';
import { DEAD_DROP } from './keywords/dead-drop.js';
import { DISASTER_LEVEL } from './keywords/disaster-level.js';
import { abilitiesOf } from './keywords/keyword-abilities.js';
import { MUTATION } from './keywords/mutation.js';
import { openPriority, PRIORITY } from './priority.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';

export const STACK = ruleSet('stack', {
  deploymentTriggers: {
    clause: '6.2.2.7',
    summary: 'Effects triggered by a deployment go on the stack after the window that follows it.',
  },
  immediateTriggers: {
    clause: '6.2.2.7',
    summary:
      'Where the revision says so, effects triggered by a deployment apply at once, without the stack.',
  },
  triggerOffered: {
    clause: '7.4.1',
    summary:
      'Where the revision says so, the controller of a triggered automatic ability may decline it and miss the opportunity.',
  },
  triggerTaken: {
    clause: '7.4.1',
    summary:
      'An automatic ability its controller declares he resolves goes on the stack (or applies at once).',
  },
  triggerDeclined: {
    clause: '7.4.1',
    summary: 'An automatic ability its controller declined is missed: it does nothing.',
  },
  mustResolve: {
    clause: '7.4.1',
    summary: 'The controller of a triggered automatic ability has to resolve it; nothing is asked.',
  },
  orderTriggers: {
    clause: '3.9.4',
    summary:
      'Effects of one player triggered at the same time go on the stack one by one, in the order he chooses.',
  },
  orderEachOnce: {
    clause: '3.9.4',
    summary: 'The order names each of the effects triggered together exactly once.',
  },
});

/** Resolves the top of the stack (3.9.5); priority then returns to the active player. */
export function resolveTop(tx: Tx): void {
  const item = tx.g.stack.pop();
  // Stryker disable next-line ConditionalExpression: the chart resolves only a stack that is not empty (`stackNotEmpty`)
  if (!item) return;
  emit(tx, PRIORITY.stackLifo, `resolving ${describe(tx, item)}`, { player: item.controller });
  switch (item.kind) {
    case 'deployment':
      // The 6.2.2.6 window opens at this height of the stack; its triggers follow it (6.2.2.7).
      tx.g.deploymentsAwaitingTriggers = [
        ...(tx.g.deploymentsAwaitingTriggers ?? []),
        { item, depth: tx.g.stack.length },
      ];
      resolveDeployment(tx, item);
      break;
    case 'ability':
      if (item.eventEffect) resolveEventEffect(tx, item);
      else resolveAbility(tx, item);
      break;
    default: {
      const never: never = item;
      throw new Error(`unknown stack item ${JSON.stringify(never)}`);
    }
  }
  tx.g.lastResolved = item;
  openPriority(tx);
}

function describe(tx: Tx, item: StackItem): string {
  switch (item.kind) {
    case 'deployment':
      return `the deployment of ${def(tx.g, item.card).name}`;
    case 'ability':
      return item.eventEffect
        ? `the effect of ${def(tx.g, item.source).name}`
        : `an ability of ${def(tx.g, item.source).name}`;
  }
}

/** The rule key each keyword cites when its deployment trigger fires, and when it does not (not from hand). */
const KEYWORD_TRIGGERS: Readonly<Record<string, { fires: string; notFromHand?: string }>> = {
  MUTATION: { fires: MUTATION.triggers, notFromHand: MUTATION.fromHandOnly },
  'DEAD DROP': { fires: DEAD_DROP.triggers, notFromHand: DEAD_DROP.fromHandOnly },
  'DISASTER LEVEL': { fires: DISASTER_LEVEL.triggers },
  BOND: { fires: BOND.onDeployment },
};

type Automatic = Extract<Ability, { kind: 'automatic' }>;

/**
 * The deployed card's triggered abilities (6.2.2.7), printed and from keywords, that fire for this
 * deployment: "from hand" ones only for a card that came from its controller's hand. An event's printed
 * "when deployed" effects are the event itself, applied as it resolves; only its keywords trigger.
 */
function firingTriggers(tx: Tx, item: DeploymentItem): { ab: Automatic; index: number }[] {
  const d = def(tx.g, item.card);
  const out: { ab: Automatic; index: number }[] = [];
  abilitiesOf(d, parametersOf(tx.g)).forEach((ab, index) => {
    // Stryker disable next-line ConditionalExpression: only automatic abilities have a trigger; the next test refuses the others too
    if (ab.kind !== 'automatic') return;
    if (ab.trigger !== 'deployed' && ab.trigger !== 'deployed-from-hand') return;
    if (!isAsset(d) && !ab.keyword) return;
    const k = ab.keyword ? KEYWORD_TRIGGERS[ab.keyword] : undefined;
    if (ab.trigger === 'deployed-from-hand' && item.from !== 'hand') {
      if (k?.notFromHand)
        emit(
          tx,
          k.notFromHand,
          `${d.name}: ${ab.keyword} does not trigger, as it was not deployed from a hand`,
          {
            card: item.card,
          },
        );
      return;
    }
    if (k)
      emit(tx, k.fires, `${d.name}: ${ab.keyword} triggers`, { card: item.card, player: item.controller });
    out.push({ ab, index });
  });
  return out;
}

/** The 6.2.2.6 window whose triggers come next, taken off the list of windows waiting for them. */
function takeAwaitingDeployment(tx: Tx): DeploymentItem | null {
  const due = tx.g.deploymentsAwaitingTriggers;
  const entry = due?.at(-1);
  // Stryker disable next-line LogicalOperator: the list is dropped as it empties (below), so a list always has an entry
  if (!due || !entry) return null;
  if (due.length === 1) delete tx.g.deploymentsAwaitingTriggers;
  else due.pop();
  return entry.item as DeploymentItem;
}

/** Whether a 6.2.2.6 window resumes: everything played in it has left the stack (see `resolveTop`). */
export function deploymentWindowResumes(s: GameState): boolean {
  const entry = s.deploymentsAwaitingTriggers?.at(-1);
  return entry !== undefined && s.stack.length <= entry.depth;
}

/**
 * A triggered automatic ability (7.4): on the stack (`at: 'stack'`) or applied at once (`'once'`).
 * Under `automaticAbilities: 'may-decline'` its controller is asked first (a `trigger` decision).
 */
export function trigger(
  tx: Tx,
  item: Extract<StackItem, { kind: 'ability' }>,
  at: 'stack' | 'once',
  text: string,
  key: string = STACK.immediateTriggers,
): void {
  const name = def(tx.g, item.source).name;
  if (parametersOf(tx.g).automaticAbilities === 'may-decline') {
    tx.g.pending.push({
      kind: 'trigger',
      player: item.controller,
      item: item as Draft<typeof item>,
      ...(at === 'once' ? { once: true as const } : {}),
      ...(key !== STACK.immediateTriggers ? { key } : {}),
    });
    emit(
      tx,
      STACK.triggerOffered,
      `${name}: ${text} triggers; ${item.controller} may resolve it or let it go`,
      {
        card: item.source,
        player: item.controller,
      },
    );
    return;
  }
  takeTrigger(tx, item, at === 'once', text, key);
}

/** Puts a triggered ability on the stack (6.2.2.7), or applies it at once, without the stack. */
function takeTrigger(
  tx: Tx,
  item: Extract<StackItem, { kind: 'ability' }>,
  once: boolean,
  text: string,
  key: string = STACK.immediateTriggers,
): void {
  const name = def(tx.g, item.source).name;
  if (once) {
    // An earlier text applied at once may have decided the game (1.2.10): this one does nothing then.
    if (tx.g.result) return;
    const how = key === STACK.immediateTriggers ? ' (at once, without the stack)' : '';
    emit(tx, key, `${name}: ${text}${how}`, {
      card: item.source,
      player: item.controller,
    });
    const ab = abilitiesOf(def(tx.g, item.source), parametersOf(tx.g))[item.ability];
    // Stryker disable next-line ConditionalExpression,LogicalOperator,ArrayDeclaration: the item names one of its source's automatic abilities, which all have effects
    const effects = ab && 'effects' in ab ? ab.effects : [];
    applyEffects(tx, effects, item.controller, item.targets, undefined, {
      self: item.source,
      choices: item.choices ?? [],
    });
    return;
  }
  tx.g.stack.push(item as Draft<typeof item>);
  emit(tx, STACK.deploymentTriggers, `${name}: ${text}`, { card: item.source, player: item.controller });
}

/** The answer to a `trigger` decision: `take` resolves the ability (7.4.1), otherwise it is missed. */
export function answerTrigger(tx: Tx, take: boolean): void {
  const p = tx.g.pending[0];
  // Stryker disable next-line ConditionalExpression,OptionalChaining: its one caller (`applyChoose`) answers only a waiting trigger decision
  if (p?.kind !== 'trigger') return;
  tx.g.pending.splice(0, 1);
  const ab = abilitiesOf(def(tx.g, p.item.source), parametersOf(tx.g))[p.item.ability];
  // Stryker disable next-line OptionalChaining: the item names one of its source's abilities
  const text = ab?.text ?? 'its ability';
  if (!take) {
    emit(tx, STACK.triggerDeclined, `${p.player} lets ${def(tx.g, p.item.source).name}: ${text} go`, {
      card: p.item.source,
      player: p.player,
    });
    return;
  }
  emit(tx, STACK.triggerTaken, `${p.player} resolves ${def(tx.g, p.item.source).name}: ${text}`, {
    card: p.item.source,
    player: p.player,
  });
  takeTrigger(tx, p.item as Extract<StackItem, { kind: 'ability' }>, p.once === true, text, p.key);
}

/** The ability item a deployment's trigger puts on the stack. */
function triggerItem(tx: Tx, last: DeploymentItem, index: number): Extract<StackItem, { kind: 'ability' }> {
  return {
    id: tx.g.nextStackId++,
    kind: 'ability',
    source: last.card,
    ability: index,
    controller: last.controller,
    targets: last.targets,
    ...(last.choices ? { choices: last.choices } : {}),
  };
}

/**
 * After the 6.2.2.6 window: the deployed card's automatic "when deployed" abilities go on the stack
 * (6.2.2.7); under `deploymentTriggers: 'immediate'` they apply at once, right after it resolved. Under
 * `eventDeployment: 'after-deployment'` an event's own effect goes on the stack first, its keywords'
 * triggers above it. Under `'on-play'` an event has no deployment on the stack: it did all this as it
 * was played (`deployEventOnPlay`).
 */
export function queueDeploymentTriggers(tx: Tx): void {
  tx.g.lastResolved = null;
  const last = takeAwaitingDeployment(tx);
  if (!last) return;
  const d = def(tx.g, last.card);
  const par = parametersOf(tx.g);
  const immediate = par.deploymentTriggers === 'immediate';
  if (!isAsset(d) && par.eventDeployment === 'after-deployment') stackEventEffect(tx, last);
  const items = firingTriggers(tx, last).map(({ index }) => triggerItem(tx, last, index));
  triggerTogether(tx, last.controller, items, immediate ? 'once' : 'stack');
  openPriority(tx);
}

/**
 * Effects of one controller triggered at the same time (3.9.4). Several going on the stack under
 * `simultaneousTriggers: 'controller-orders'` wait for him to order them (an `order-triggers`
 * decision); otherwise each is triggered in printed order, the last printed ending on top.
 */
function triggerTogether(
  tx: Tx,
  controller: string,
  items: Extract<StackItem, { kind: 'ability' }>[],
  at: 'stack' | 'once',
): void {
  if (at === 'stack' && items.length > 1 && parametersOf(tx.g).simultaneousTriggers === 'controller-orders') {
    tx.g.pending.push({ kind: 'order-triggers', player: controller, items: items as Draft<typeof items> });
    return;
  }
  // One applied at once may decide the game: `takeTrigger` then applies no more (1.2.10).
  for (const item of items) trigger(tx, item, at, abilityText(tx.g, item));
}

/** The printed text of the ability a stack item stands for. */
function abilityText(s: GameState, item: Extract<StackItem, { kind: 'ability' }>): string {
  // Stryker disable next-line OptionalChaining: the item names one of its source's abilities
  return abilitiesOf(def(s, item.source), parametersOf(s))[item.ability]?.text ?? 'its ability';
}

/**
 * The answer to an `order-triggers` decision (3.9.4): `top` lists the waiting items, the first named on
 * top of the stack; they are triggered from the bottom up, so that one resolves first (3.9.5).
 */
export function orderTriggers(
  tx: Tx,
  who: string,
  top: readonly Extract<StackItem, { kind: 'ability' }>[],
): void {
  const p = tx.g.pending[0];
  // Stryker disable next-line ConditionalExpression,OptionalChaining: its one caller (`applyOrder`) answers only a waiting order-triggers decision
  if (p?.kind !== 'order-triggers') return;
  tx.g.pending.splice(0, 1);
  const names = top.map((it) => `${def(tx.g, it.source).name}: ${abilityText(tx.g, it)}`).join('; ');
  emit(tx, STACK.orderTriggers, `${who} orders the effects triggered together, top first: ${names}`, {
    player: who,
  });
  // Nothing resolves as they go on the stack, and no decision is answered once the game is decided.
  for (const item of [...top].reverse()) trigger(tx, item, 'stack', abilityText(tx.g, item));
}

/**
 * `eventDeployment: 'on-play'`: the event enters play as it is played (Ed 3.0 §Events, Abilities and the
 * Stack); what its keywords trigger on deployment happens then — at once where deployment triggers do
 * not use the stack — and its own effect goes on the stack below them.
 */
export function playEventOnPlay(tx: Tx, item: DeploymentItem): void {
  deployEventOnPlay(tx, item);
  stackEventEffect(tx, item);
  const immediate = parametersOf(tx.g).deploymentTriggers === 'immediate';
  const items = firingTriggers(tx, item).map(({ index }) => triggerItem(tx, item, index));
  triggerTogether(tx, item.controller, items, immediate ? 'once' : 'stack');
}
