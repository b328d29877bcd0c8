/**
 * Why each arrow of the compiled chart that neither the corpus nor a fuzz run takes is not taken,
 * keyed by the arrow's id (`CHART.arrows`). Some cannot be under any built-in revision (a window one
 * revision has with a parameter value only another takes); the others are reachable and name what a
 * scenario would have to do. `arbiter coverage` lists every arrow never taken with its reason here;
 * a reason written for an arrow a run does take is reported as a problem (`apps/cli/test/living-rulebook.test.ts`).
 */
export const UNREACHABLE_ARROWS: Readonly<Record<string, string>> = {
  '(root) --always [deckRunOut & in(#megacorp.turn)]--> (stays)':
    'losing as soon as the main deck is empty is deckOut empty-deck, which no built-in revision takes (all read the loss as a required draw); a draft with it takes this arrow under `run --revision`, but this run plays each scenario under the revisions its `revisions` line names, built-ins only',
  'turn.accounting.window.resolving --always [triggersImmediate]--> turn.accounting.window.triggers':
    'the Accounting Phase window after upkeep exists only under V1.7 (accountingWindows), whose deployment triggers wait for the 6.2.2.6 window (deploymentTriggers): no built-in revision takes both this window and immediate triggers',
  'turn.accounting.resource.route --always [deploymentWindowResumes]--> turn.accounting.resource.afterDeployment':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.accounting.resource.afterDeployment --pass [roundCompletes]--> turn.accounting.resource.triggers':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.accounting.resource.afterDeployment --pass [mayPass]--> (stays)':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.accounting.resource.resolving --always [lastWasDeployment]--> turn.accounting.resource.afterDeployment':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.end.windowBefore.route --always [deploymentWindowResumes]--> turn.end.windowBefore.afterDeployment':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.end.windowBefore.afterDeployment --pass [roundCompletes]--> turn.end.windowBefore.triggers':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.end.windowBefore.afterDeployment --pass [mayPass]--> (stays)':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.end.windowBefore.resolving --always [lastWasDeployment]--> turn.end.windowBefore.afterDeployment':
    'a 6.2.2.6 window never opens here: this window exists only under Ed 3.0, whose deployment triggers follow a resolved deployment at once (deploymentTriggers immediate), so nothing is remembered to resume and afterDeployment is never entered',
  'turn.end.window.resolving --always [triggersImmediate]--> turn.end.window.triggers':
    'the End Phase window after the discards exists only under V1.7 (endPhaseWindow), whose deployment triggers wait for the 6.2.2.6 window (deploymentTriggers): no built-in revision takes both this window and immediate triggers',
};
