"use client";
// The three sub-metrics (MCC, ACC_step, ACC_reason) per subject for the setting the reader picks.
import { useId, useState } from "react";
import { GroupedBarChart, type BarGroup } from "../../../../../components/charts/grouped-bar-chart";

export type SubMetricsBySetting = Array<{ shots: 0 | 1; groups: BarGroup[] }>;

const SUB_METRICS = ["MCC", "ACC_step", "ACC_reason"] as const;

export function SubMetricsChart({ settings, describedBy }: { settings: SubMetricsBySetting; describedBy: string }) {
  const [shots, setShots] = useState(settings[0]?.shots ?? 0);
  const name = useId();
  const current = settings.find((setting) => setting.shots === shots) ?? settings[0];
  if (!current) return null;
  return (
    <div className="space-y-2">
      {settings.length > 1 && (
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Setting shown in the sub-metrics chart</legend>
          {settings.map((setting) => (
            <label key={setting.shots} className="flex items-center gap-1">
              <input
                type="radio"
                name={name}
                checked={setting.shots === shots}
                onChange={() => setShots(setting.shots)}
              />
              {setting.shots}-shot
            </label>
          ))}
        </fieldset>
      )}
      <GroupedBarChart
        groups={current.groups}
        series={[...SUB_METRICS]}
        title={`MCC, ACC_step and ACC_reason per subject, ${current.shots}-shot (percent)`}
        describedBy={describedBy}
        testId="sub-metrics-chart"
      />
    </div>
  );
}
