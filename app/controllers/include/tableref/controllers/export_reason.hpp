#pragma once
// Why an export, an import or a session file was refused. Never renumber a code.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::controllers {

enum class ExportReason : std::uint16_t {
  kUnknownFormat = 9301,
  kNotAvailable = 9302,
  kNotImportable = 9303,
  kFileError = 9304,        // path, detail: a folder or file the system refused
  kCannotRead = 9305,       // path
  kCannotWrite = 9306,      // path
  kNotSessionFile = 9307,   // JSON, but not "format": "tableref-session"
  kOtherGameFormat = 9308,  // format, game (the CLI's id): a format of that game only
  kCannotList = 9309,       // path: a folder whose files cannot be listed
};

inline constexpr std::array kExportReasonNames{
    ReasonRow<ExportReason>{ExportReason::kUnknownFormat, "export.unknown_format"},
    ReasonRow<ExportReason>{ExportReason::kNotAvailable, "export.not_available"},
    ReasonRow<ExportReason>{ExportReason::kNotImportable, "export.not_importable"},
    ReasonRow<ExportReason>{ExportReason::kFileError, "export.file_error"},
    ReasonRow<ExportReason>{ExportReason::kCannotRead, "export.cannot_read"},
    ReasonRow<ExportReason>{ExportReason::kCannotWrite, "export.cannot_write"},
    ReasonRow<ExportReason>{ExportReason::kNotSessionFile, "export.not_session_file"},
    ReasonRow<ExportReason>{ExportReason::kOtherGameFormat, "export.other_game_format"},
    ReasonRow<ExportReason>{ExportReason::kCannotList, "export.cannot_list"},
};

[[nodiscard]] inline std::vector<ReasonCode> export_reasons() {
  return codes_in(kExportReasonNames);
}

}  // namespace tableref::controllers

template <>
struct tableref::ReasonEnumTraits<tableref::controllers::ExportReason> {
  static constexpr std::string_view name(controllers::ExportReason r) {
    return name_in(controllers::kExportReasonNames, r);
  }
};
