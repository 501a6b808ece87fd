#pragma once
// Why the session store refused: its own codes, kept out of the referee's. Stored and printed
// by number: never renumber one.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::db {

enum class StoreReason : std::uint16_t {
  kCannotOpen = 9001,
  kNotADatabase = 9002,
  kCorrupt = 9003,
  kLocked = 9004,
  kNewerVersion = 9005,
  kIoError = 9006,
  kNotFound = 9007,
  kConstraint = 9008,
  kMigrationFailed = 9009,
  kInvalidArgument = 9010,
  kReadOnly = 9011,
  kFileExists = 9012,
  kSameFile = 9013,
  kBackupFailed = 9014,
  // Another device of the club holds the session (docs/club.md, hand-off): {device}.
  kHeldElsewhere = 9015,
};

inline constexpr std::array kStoreReasonNames{
    ReasonRow<StoreReason>{StoreReason::kCannotOpen, "store.cannot_open"},
    ReasonRow<StoreReason>{StoreReason::kNotADatabase, "store.not_a_database"},
    ReasonRow<StoreReason>{StoreReason::kCorrupt, "store.corrupt"},
    ReasonRow<StoreReason>{StoreReason::kLocked, "store.locked"},
    ReasonRow<StoreReason>{StoreReason::kNewerVersion, "store.newer_version"},
    ReasonRow<StoreReason>{StoreReason::kIoError, "store.io_error"},
    ReasonRow<StoreReason>{StoreReason::kNotFound, "store.not_found"},
    ReasonRow<StoreReason>{StoreReason::kConstraint, "store.constraint"},
    ReasonRow<StoreReason>{StoreReason::kMigrationFailed, "store.migration_failed"},
    ReasonRow<StoreReason>{StoreReason::kInvalidArgument, "store.invalid_argument"},
    ReasonRow<StoreReason>{StoreReason::kReadOnly, "store.read_only"},
    ReasonRow<StoreReason>{StoreReason::kFileExists, "store.file_exists"},
    ReasonRow<StoreReason>{StoreReason::kSameFile, "store.same_file"},
    ReasonRow<StoreReason>{StoreReason::kBackupFailed, "store.backup_failed"},
    ReasonRow<StoreReason>{StoreReason::kHeldElsewhere, "store.held_elsewhere"},
};

[[nodiscard]] inline std::vector<ReasonCode> store_reasons() {
  return codes_in(kStoreReasonNames);
}

}  // namespace tableref::db

template <>
struct tableref::ReasonEnumTraits<tableref::db::StoreReason> {
  static constexpr std::string_view name(db::StoreReason r) {
    return name_in(db::kStoreReasonNames, r);
  }
};
