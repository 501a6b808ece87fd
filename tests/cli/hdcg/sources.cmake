tableref_cli_test(cli_hdcg_damage hdcg/damage_test.sh)
