import { def } from '../model/query.js';
import type { StackItem } from '../model/state.js';
import { resolveAbility } from './abilities.js';
import { resolveDeployment } from './deploy.js';
import { applyEffects } from './effects.js';
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

/**
 * After the 6.2.2.6 window: the deployed card's automatic "when deployed" abilities go on the stack
 * (6.2.2.7); under `deploymentTriggers: 'immediate'` they apply at once, right after it resolved.
 */
export function queueDeploymentTriggers(tx: Tx): void {
  const last = tx.g.lastResolved;
  tx.g.lastResolved = null;
  if (last?.kind !== 'deployment') return;
  const d = def(tx.g, last.card);
  // Events apply their effects as they resolve; only assets trigger on having been deployed.
  if (d.type === 'event' && !d.permanent) return;
  const immediate = tx.g.profile.parameters.deploymentTriggers === 'immediate';
  d.abilities.forEach((ab, index) => {
    if (ab.kind !== 'automatic' || ab.trigger !== 'deployed') return;
    if (immediate) {
      if (tx.g.result) return;
      emit(tx, STACK.immediateTriggers, `${d.name}: ${ab.text} (at once, without the stack)`, {
        card: last.card,
        player: last.controller,
      });
      applyEffects(tx, ab.effects, last.controller, last.targets);
      return;
    }
    tx.g.stack.push({
      id: tx.g.nextStackId++,
      kind: 'ability',
      source: last.card,
      ability: index,
      controller: last.controller,
      targets: last.targets,
    });
    emit(tx, STACK.deploymentTriggers, `${d.name}: ${ab.text}`, { card: last.card, player: last.controller });
  });
  openPriority(tx);
}
