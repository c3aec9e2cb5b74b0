/**
 * The option shape of our charts, as a type only: option builders (pure, unit-tested) import it
 * without pulling ECharts into their chunk or their tests.
 */
export type { ChartOption } from './echarts-core';
