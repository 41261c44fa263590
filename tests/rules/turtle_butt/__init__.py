"""Turtle Butt rule tests: which test checks which rule of the rulebook (seeds/002, in our words).

Introduction
  all six suits make Turtle Butt ........ test_scoring::test_turtle_butt_is_every_one_of_the_six_suits
  three cards can already be Turtle Butt  test_scoring::test_turtle_butt_is_possible_with_three_cards
  26 cards can be held safely ........... test_scoring::test_twenty_six_cards_can_be_held_without_turtle_butt
  2 to 6 players (liar's: any number) ... test_basic_game::test_the_basic_game_is_for_two_to_six_players,
                                          test_liars_game::test_the_liars_game_can_be_played_with_groups_of_any_size_...
The basic game
  dealer shuffles, three shared cards ... test_basic_game::test_a_hand_begins_with_three_shared_cards_in_the_centre
  six-suit shared cards are replaced .... test_basic_game::test_shared_cards_showing_all_six_suits_are_set_aside_...
  dealer's left chooses first ........... test_basic_game::test_the_first_offer_goes_to_the_dealers_left,
                                          test_basic_game::test_who_deals_first_is_chosen_and_kept_in_the_record_...
  a taken card is dealt face up ......... test_basic_game::test_a_hit_is_dealt_face_up_in_front_of_the_player
  own + shared six suits: forced stop ... test_basic_game::test_turtle_butt_with_the_shared_cards_forces_a_stop_...
  clockwise, dealer last, repeat ........ test_basic_game::test_offers_go_clockwise_with_the_dealer_last_then_repeat
  stopping is final ..................... test_basic_game::test_a_player_who_stopped_may_not_rejoin_the_hand
  exhausted deck stops everyone ......... test_basic_game::test_an_exhausted_deck_stops_everyone_still_in
  Turtle Butt scores nothing ............ test_basic_game::test_turtle_butt_player_scores_no_points_even_with_...
  shared + own cards score together ..... test_basic_game::test_shared_and_own_cards_score_together
  pair of number cards = rank ........... test_scoring::test_a_pair_of_number_cards_scores_its_rank
  Aces/Crowns sets 1/5/10/20 ............ test_scoring::test_matching_aces_or_crowns_score_as_sets
  Aces and Crowns counted separately .... test_scoring::test_a_pair_of_aces_and_a_pair_of_crowns_count_separately
  longest run, 1 per card ............... test_scoring::test_the_longest_run_scores_one_point_per_card (+ Ace low,
                                          Crown high, no wrap, any order, only one run, distinct ranks)
  worked example = 9 .................... test_scoring::test_rulebook_worked_example_scores_nine,
                                          test_basic_game::test_rulebook_worked_example_played_out_scores_nine
  deal passes left ...................... test_basic_game::test_the_player_to_the_dealers_left_deals_the_next_hand
  points add up; hands or target ........ test_basic_game::test_points_add_up_from_hand_to_hand, ..._match_lasts_...,
                                          ..._hands_option_..., ..._target_score_ends_the_match_...
  "Turtle Butt!" announced .............. test_basic_game::test_turtle_butt_is_announced_in_the_log
The rococo game
  only the best hand scores ............. test_rococo_game::test_only_the_winner_of_the_hand_scores
  scoring round after all stop .......... test_rococo_game::test_only_the_best_hand_enters_the_scoring_round
  take one point, or draw ............... test_rococo_game::test_taking_at_once_scores_one_point_..._is_worth
  Turtle Butt ends it with nothing ...... test_rococo_game::test_turtle_butt_in_the_scoring_round_ends_the_hand_...
  1 + one per extra card ................ test_rococo_game::test_each_safe_extra_card_adds_a_bonus_point
  rulings: ties, all Turtle Butt, empty . test_rococo_game::test_tied_best_hands_mean_nobody_scores, ..._everyone_...,
                                          ..._exhausted_deck_in_the_scoring_round_forces_a_stop
The liar's game
  one hand, only one player sees it ..... test_liars_game::test_only_the_holder_sees_the_hand
  draw three, then one at a time ........ test_liars_game::test_the_first_player_draws_a_hand_of_three,
                                          ..._further_cards_are_drawn_one_at_a_time_...
  announce one or more .................. test_liars_game::test_an_announcement_must_be_at_least_one
  next player challenges or accepts ..... test_liars_game::test_the_next_player_must_challenge_or_accept
  challenge shows the hand .............. test_liars_game::test_a_challenge_reveals_the_whole_hand
  as many points, not Turtle Butt ....... test_liars_game::test_a_true_claim_puts_the_challenger_out, ..._more_than_...
  Turtle Butt or fewer: announcer out ... test_liars_game::test_a_turtle_butt_hand_puts_the_claimant_out_...,
                                          ..._an_overclaim_puts_the_claimant_out_and_the_challenger_holds_next
  reshuffle, who holds next ............. test_liars_game::test_the_deck_is_shuffled_and_a_new_hand_drawn_...,
                                          ..._after_a_failed_challenge_the_player_after_the_challenger_...
  accept: hand passes, may draw ......... test_liars_game::test_accepting_passes_the_hand_to_the_next_player,
                                          ..._after_accepting_the_new_holder_may_draw_further_cards
  new claim must be higher .............. test_liars_game::test_after_accepting_the_announcement_must_exceed_...
  until one player remains .............. test_liars_game::test_play_continues_until_one_player_remains
The extended deck
  the Excuse: no rank, no suit .......... test_scoring::test_the_excuse_has_no_rank_and_no_suit,
                                          test_views_and_setup::test_the_excuse_is_shuffled_in_when_chosen
  Pawns: three suits, best left out ..... test_scoring::test_each_pawn_has_three_suits,
                                          test_views_and_setup::test_the_pawns_option_carries_the_rulebooks_warning,
  Pawns score nothing themselves ........ test_scoring::test_pawns_are_neither_number_cards_nor_aces_or_crowns_...
                                          (older records: test_old_records::..._replay_with_pawn_sets)
"""
