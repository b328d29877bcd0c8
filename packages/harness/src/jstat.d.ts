// jStat ships no types: the part of it the balance report's statistics use (src/stats.ts, src/screening.ts).
declare module 'jstat' {
  const jstat: {
    readonly jStat: {
      /** The inverse of a square matrix (Gauss-Jordan); infinite entries when it is singular. */
      readonly inv: (a: readonly (readonly number[])[]) => number[][];
      readonly studentt: {
        readonly inv: (p: number, dof: number) => number;
        readonly cdf: (x: number, dof: number) => number;
      };
      readonly normal: {
        readonly inv: (p: number, mean: number, sd: number) => number;
        readonly cdf: (x: number, mean: number, sd: number) => number;
      };
    };
  };
  export default jstat;
}
