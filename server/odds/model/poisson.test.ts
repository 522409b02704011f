import { describe, expect, it } from "vitest";
import { dixonColesTau, poissonPmf, poissonRow, scoreMatrix } from "./poisson.ts";

describe("Poisson and Dixon–Coles probabilities", () => {
  it("matches hand-computed Poisson probabilities", () => {
    // e^-1.5 = 0.2231302; 1.5²/2 · e^-1.5 = 0.2510214
    expect(poissonPmf(0, 1.5)).toBeCloseTo(0.2231302, 6);
    expect(poissonPmf(2, 1.5)).toBeCloseTo(0.2510214, 6);
    expect(poissonPmf(3, 0)).toBe(0);
    expect(poissonPmf(0, 0)).toBe(1);
    expect(poissonRow(1.5, 3)[3]).toBeCloseTo(poissonPmf(3, 1.5), 12);
  });

  it("applies the low-score correction to 0-0, 1-0, 0-1 and 1-1 only", () => {
    expect(dixonColesTau(0, 0, 1.2, 0.9, -0.1)).toBeCloseTo(1.108, 12);
    expect(dixonColesTau(1, 0, 1.2, 0.9, -0.1)).toBeCloseTo(0.91, 12);
    expect(dixonColesTau(0, 1, 1.2, 0.9, -0.1)).toBeCloseTo(0.88, 12);
    expect(dixonColesTau(1, 1, 1.2, 0.9, -0.1)).toBeCloseTo(1.1, 12);
    expect(dixonColesTau(2, 1, 1.2, 0.9, -0.1)).toBe(1);
  });

  it("gives hand-computed score probabilities for given rates", () => {
    const matrix = scoreMatrix(1.2, 0.9, -0.1);
    // e^-2.1 = 0.1224564; 0-0: × 1.108; 1-1: × 1.2 · 0.9 · 1.1
    expect(matrix[0]![0]).toBeCloseTo(0.1356817, 5);
    expect(matrix[1]![1]).toBeCloseTo(0.1454782, 5);
    // 2-1 is plain Poisson: 0.72 · e^-1.2 · 0.9 · e^-0.9
    expect(matrix[2]![1]).toBeCloseTo(0.72 * 0.9 * Math.exp(-2.1), 5);
    const total = matrix.flat().reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
