tableref_cli_test(cli_hdcg_damage hdcg/damage_test.sh)
tableref_cli_test(cli_hdcg_cards hdcg/cards_test.sh)
tableref_cli_test(cli_hdcg_replay hdcg/replay_test.sh)
tableref_cli_test(cli_hdcg_library hdcg/library_test.sh)
