// Under test every state path a rule asks about is checked against the compiled chart: a path that a
// cast or a string built at run time let through throws instead of reading as "not there".
import { CHART } from '../src/flow/chart.js';
import { checkFlowPathsWith } from '../src/flow/where.js';

checkFlowPathsWith(CHART.assertPath);
