#pragma once
// OpenSkill: the Weng-Lin Bayesian rating (Weng & Lin 2011) with the Plackett-Luce model, as
// the reference `openskill` package computes it (npm openskill 5.0.1, its defaults; checked
// to 1e-6 by tests/rating/openskill_test.cpp against a fixture made once from that package).
// A game is any number of teams of one or more players, each team with a rank (1 = first;
// equal ranks tie). Standard library only; a refusal is a Violation with a RatingReason.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"
#include "tableref/base/result.hpp"

namespace tableref::rating {

// Printed by number: never renumber one.
enum class RatingReason : std::uint16_t {
  kTooFewTeams = 9701,    // a game needs two teams or more
  kEmptyTeam = 9702,      // {team}: a team without players
  kRanksMismatch = 9703,  // {teams}, {ranks}: one rank per team
  kNotFinite = 9704,      // a rating or rank that is NaN or infinite, or a sigma <= 0
};

inline constexpr std::array kRatingReasonNames{
    ReasonRow<RatingReason>{RatingReason::kTooFewTeams, "rating.too_few_teams"},
    ReasonRow<RatingReason>{RatingReason::kEmptyTeam, "rating.empty_team"},
    ReasonRow<RatingReason>{RatingReason::kRanksMismatch, "rating.ranks_mismatch"},
    ReasonRow<RatingReason>{RatingReason::kNotFinite, "rating.not_finite"},
};

// The package's defaults. tau is added to every sigma (sqrt(sigma^2 + tau^2)) before each
// game, so that a rating never freezes; limit_sigma (off, as in the package) would keep a
// sigma from growing through it.
struct Options {
  double mu = 25.0;
  double sigma = 25.0 / 3.0;
  double beta = 25.0 / 6.0;  // sigma / 2
  double kappa = 0.0001;
  double tau = 25.0 / 300.0;
  double z = 3.0;  // the ordinal's width: mu - z * sigma
  bool limit_sigma = false;
};

struct Rating {
  double mu = 25.0;
  double sigma = 25.0 / 3.0;
  friend bool operator==(const Rating&, const Rating&) = default;
};

using Team = std::vector<Rating>;

// A new player's rating.
[[nodiscard]] Rating initial(const Options& options = {});

// The conservative skill estimate standings order by: mu - z * sigma (the package's
// ordinal() with its defaults: alpha 1, target 0).
[[nodiscard]] double ordinal(const Rating& rating, const Options& options = {});

// The teams' ratings after one game, in the order given. `ranks[i]` is team i's place
// (1 = first, equal ranks tie; any increasing numbers do).
[[nodiscard]] Result<std::vector<Team>> rate(const std::vector<Team>& teams,
                                             const std::vector<double>& ranks,
                                             const Options& options = {});

}  // namespace tableref::rating

template <>
struct tableref::ReasonEnumTraits<tableref::rating::RatingReason> {
  static constexpr std::string_view name(rating::RatingReason r) {
    return name_in(rating::kRatingReasonNames, r);
  }
};
