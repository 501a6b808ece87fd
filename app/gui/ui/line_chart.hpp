#pragma once
// A line chart drawn with ImGui's draw list: one line per series over points 0..n-1 (evenly
// spaced), a grid with its values on the left, point labels along the bottom, an optional
// goal line and a marker (a vertical line at a fractional point, with a dot per series).
// Used by the replay views (VP over turns, HP over turns).
#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

namespace tableref::gui {

struct ChartSeries {
  ImU32 colour = IM_COL32(255, 255, 255, 255);
  std::vector<float> values;  // one per point
};

struct ChartMarker {
  float x = 0;                // point index, may fall between two points
  std::vector<float> values;  // a dot per series at the marker (the state shown)
};

struct LineChart {
  std::vector<ChartSeries> series;
  std::vector<std::string> x_labels;  // one per point (empty: none); drawn where they fit
  float y_max = 1;                    // the top of the scale (raised to fit the values)
  float y_step = 0;                   // grid spacing (0: chosen from y_max)
  std::optional<float> goal;          // a gold line at this value
  std::optional<ChartMarker> marker;
};

// Draws `chart` in a `width` x `height` box at the cursor and advances past it; records
// the box on the probe under `probe_id`.
void draw_line_chart(const LineChart& chart, float width, float height,
                     const std::string& probe_id);

}  // namespace tableref::gui
