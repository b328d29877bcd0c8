import { type Ability, isAsset } from '../model/card.js';
import { def, parametersOf } from '../model/query.js';
import type { StackItem } from '../model/state.js';
import { resolveAbility } from './abilities.js';
import { type DeploymentItem, resolveDeployment } from './deploy.js';
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
  deploymentEffect: {
    clause: '3.9.2',
    summary: 'A card played from hand first goes to the stack as its deployment effect.',
  },
  deployedOnResolve: {
    clause: '3.9.2.1',
    summary: 'The card counts as deployed when its deployment effect resolves.',
  },
  triggersToStack: { clause: '3.9.3', summary: 'A triggered effect goes to the stack before it resolves.' },
  deploymentTriggers: {
    clause: '6.2.2.7',
    summary: 'Effects triggered by a deployment go on the stack after the window that follows it.',
  },
  immediateTriggers: {
    clause: '6.2.2.7',
    summary:
      'Where the revision says so, effects triggered by a deployment apply at once, without the stack.',
  },
});

/** Resolves the top of the stack (3.9.5); priority then returns to the active player. */
export function resolveTop(tx: Tx): void {
  const item = tx.g.stack.pop();
  if (!item) return;
  emit(tx, PRIORITY.stackLifo, `resolving ${describe(tx, item)}`, { player: item.controller });
  switch (item.kind) {
    case 'deployment':
      resolveDeployment(tx, item);
      break;
    case 'ability':
      resolveAbility(tx, item);
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
      return `an ability of ${def(tx.g, item.source).name}`;
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

/**
 * After the 6.2.2.6 window: the deployed card's automatic "when deployed" abilities go on the stack
 * (6.2.2.7); under `deploymentTriggers: 'immediate'` they apply at once, right after it resolved. An
 * event whose keywords already took effect as it was played (`triggeredOnPlay`) triggers nothing more.
 */
export function queueDeploymentTriggers(tx: Tx): void {
  const last = tx.g.lastResolved;
  tx.g.lastResolved = null;
  if (last?.kind !== 'deployment') return;
  const d = def(tx.g, last.card);
  const immediate = parametersOf(tx.g).deploymentTriggers === 'immediate';
  if (!isAsset(d) && immediate) return;
  const firing = firingTriggers(tx, last);
  // Events apply their printed effects as they resolve; only their keywords trigger on deployment.
  if (!isAsset(d) && firing.length === 0) return;
  for (const { ab, index } of firing) {
    if (immediate) {
      if (tx.g.result) return;
      emit(tx, STACK.immediateTriggers, `${d.name}: ${ab.text} (at once, without the stack)`, {
        card: last.card,
        player: last.controller,
      });
      applyEffects(tx, ab.effects, last.controller, last.targets, undefined, {
        self: last.card,
        choices: last.choices ?? [],
      });
      continue;
    }
    tx.g.stack.push({
      id: tx.g.nextStackId++,
      kind: 'ability',
      source: last.card,
      ability: index,
      controller: last.controller,
      targets: last.targets,
      ...(last.choices ? { choices: last.choices } : {}),
    });
    emit(tx, STACK.deploymentTriggers, `${d.name}: ${ab.text}`, { card: last.card, player: last.controller });
  }
  openPriority(tx);
}

/**
 * Ed 3.0 (`deploymentTriggers: 'immediate'`): an event is deployed onto a network as it is played, before
 * its effect goes on the stack, so what its keywords trigger on deployment happens then, at once.
 */
export function eventTriggersOnPlay(tx: Tx, item: DeploymentItem): void {
  const d = def(tx.g, item.card);
  if (isAsset(d) || parametersOf(tx.g).deploymentTriggers !== 'immediate') return;
  for (const { ab } of firingTriggers(tx, item)) {
    if (tx.g.result) return;
    emit(tx, STACK.immediateTriggers, `${d.name}: ${ab.text} (at once, as it is played)`, {
      card: item.card,
      player: item.controller,
    });
    applyEffects(tx, ab.effects, item.controller, item.targets, undefined, {
      self: item.card,
      choices: item.choices ?? [],
    });
  }
}
