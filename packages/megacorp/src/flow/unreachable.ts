/**
 * Why each arrow of the compiled chart that neither the corpus nor a fuzz run takes cannot be taken,
 * keyed by the arrow's id (`CHART.arrows`). `arbiter coverage` lists every arrow never taken with its
 * reason here, and reports a reason written for an arrow a run does take (the table must shrink as the
 * corpus grows).
 */
export const UNREACHABLE_ARROWS: Readonly<Record<string, string>> = {};
