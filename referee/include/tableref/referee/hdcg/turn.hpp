#pragma once
// Rounds and turns: a round is one turn of each living player in seat order; a turn is start,
// judgement, draw, play, discard, end. Before the first round every player shuffles and draws
// 5; each draw phase reveals a new event card, then draws 2 skill cards.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace tableref::hdcg {

enum class Phase : std::uint8_t { kStart, kJudgement, kDraw, kPlay, kDiscard, kEnd };
inline constexpr std::array kPhases{Phase::kStart, Phase::kJudgement, Phase::kDraw,
                                    Phase::kPlay,  Phase::kDiscard,   Phase::kEnd};
inline constexpr int kOpeningDraw = 5;      // 在所有轮次前 ... 摸五张牌
inline constexpr int kDrawPhaseSkills = 2;  // 摸两张技能卡
inline constexpr int kJudgementFaces = 10;  // 0~9

// "start", "judgement", "draw", "play", "discard", "end" (UI key: "hdcg.phase.<name>").
[[nodiscard]] std::string_view name(Phase phase);
[[nodiscard]] std::optional<Phase> parse_phase(std::string_view text);

struct TurnPosition {
  std::int64_t round = 1;
  std::size_t seat = 0;
  Phase phase = Phase::kStart;
  friend bool operator==(const TurnPosition&, const TurnPosition&) = default;
};

// The next phase; after kEnd, the start of the next living seat's turn (a new round when the
// order wraps). `alive[seat]` says who still plays; with nobody alive the position stays.
[[nodiscard]] TurnPosition next_position(const TurnPosition& position,
                                         const std::vector<bool>& alive);
// The first living seat after `seat` in seat order (wrapping), `seat` itself excluded; none
// when nobody else is alive. The turn passes to it, and it is who the current player most
// often hits.
[[nodiscard]] std::optional<std::size_t> next_living_seat(std::size_t seat,
                                                          const std::vector<bool>& alive);
// The first position of the game: round 1, the first living seat, start phase.
[[nodiscard]] TurnPosition first_position(const std::vector<bool>& alive);

}  // namespace tableref::hdcg
